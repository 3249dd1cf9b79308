import { Result } from 'antd';

// Being built (issue 5): its owner replaces this file.
export default function AllStudentCards() {
  return <Result status="info" title="All Student Cards" subTitle="This screen is being built." />;
}
