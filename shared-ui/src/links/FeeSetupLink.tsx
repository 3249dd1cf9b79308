import { Link } from 'react-router-dom';
import { Typography } from 'antd';

export const FEE_SETUP_PATH = '/other-setup/fee-setup';
export const FEE_SETUP_LINK_TEXTS = {
  before: 'What each program charges is set in ',
  link: 'Fee Setup',
  after: '; receipts start from it.',
} as const;

/** Where the amounts of the fee types are set (the setup section's Fee Setup). */
export function FeeSetupLink() {
  return (
    <Typography.Paragraph type="secondary">
      {FEE_SETUP_LINK_TEXTS.before}
      <Link to={FEE_SETUP_PATH}>{FEE_SETUP_LINK_TEXTS.link}</Link>
      {FEE_SETUP_LINK_TEXTS.after}
    </Typography.Paragraph>
  );
}
