import { Tabs } from 'antd';
import GrantReleases, { GRANT_RELEASE_TEXTS } from '../organization/grantRelease';
import ProgramFees, { PROGRAM_FEES_TEXTS } from './programFees';

/**
 * The program section's Payment (/payment): the commission's grant releases to the campus (or
 * the reach), and beside them what each program charges its students.
 */
export default function ProgramPayment() {
  return (
    <Tabs
      destroyOnHidden
      items={[
        { key: 'grants', label: GRANT_RELEASE_TEXTS.title, children: <GrantReleases /> },
        { key: 'fees', label: PROGRAM_FEES_TEXTS.title, children: <ProgramFees /> },
      ]}
    />
  );
}
