import { Result } from 'antd';

// Being built (issue 5): its owner replaces this file.
export default function UpgradeAcademics() {
  return <Result status="info" title="Upgrade" subTitle="This screen is being built." />;
}
