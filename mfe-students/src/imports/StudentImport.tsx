import { Result } from 'antd';

// Being built (issue 5): its owner replaces this file.
export default function StudentImport() {
  return <Result status="info" title="Import Students" subTitle="This screen is being built." />;
}
