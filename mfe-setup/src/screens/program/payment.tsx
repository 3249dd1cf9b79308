import { Tabs } from 'antd';
import GrantReleases, { GRANT_RELEASE_TEXTS } from '../organization/grantRelease';
import { setupTexts } from '../../i18n/texts';
import ProgramFees, { PROGRAM_FEES_TEXTS } from './programFees';

/**
 * The program section's Payment (/payment): the commission's grant releases to the campus (or
 * the reach), and beside them what each program charges its students.
 */
export default function ProgramPayment() {
  const t = setupTexts.useTexts();
  return (
    <Tabs
      destroyOnHidden
      items={[
        { key: 'grants', label: t(GRANT_RELEASE_TEXTS.title), children: <GrantReleases /> },
        { key: 'fees', label: t(PROGRAM_FEES_TEXTS.title), children: <ProgramFees /> },
      ]}
    />
  );
}
