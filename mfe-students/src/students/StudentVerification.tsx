import { Result } from 'antd';

// Being built (issue 5): its owner replaces this file.
export default function StudentVerification() {
  return (
    <Result status="info" title="Student Verification" subTitle="This screen is being built." />
  );
}
