import { Link } from 'react-router-dom';
import { Typography } from 'antd';
import { kitTexts } from '../i18n';

export const FEE_SETUP_PATH = '/other-setup/fee-setup';
export const FEE_SETUP_LINK_TEXTS = {
  before: 'What each program charges is set in ',
  link: 'Fee Setup',
  after: '; receipts start from it.',
} as const;

/** Where the amounts of the fee types are set (the setup section's Fee Setup). */
export function FeeSetupLink() {
  const t = kitTexts.useTexts();
  return (
    <Typography.Paragraph type="secondary">
      {t(FEE_SETUP_LINK_TEXTS.before)}
      <Link to={FEE_SETUP_PATH}>{t(FEE_SETUP_LINK_TEXTS.link)}</Link>
      {t(FEE_SETUP_LINK_TEXTS.after)}
    </Typography.Paragraph>
  );
}
