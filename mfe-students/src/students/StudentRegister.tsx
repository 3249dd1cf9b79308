import { Result } from 'antd';

// Being built (issue 5): its owner replaces this file.
export default function StudentRegister() {
  return (
    <Result status="info" title="Student Registration" subTitle="This screen is being built." />
  );
}
