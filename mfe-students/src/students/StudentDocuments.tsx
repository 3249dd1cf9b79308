import { Result } from 'antd';

// Being built (issue 5): its owner replaces this file.
export default function StudentDocuments() {
  return <Result status="info" title="Student Documents" subTitle="This screen is being built." />;
}
