import { Result } from 'antd';

// Being built (issue 5): its owner replaces this file.
export default function Enrollment() {
  return <Result status="info" title="Enrollment" subTitle="This screen is being built." />;
}
