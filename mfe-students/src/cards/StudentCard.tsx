import { Result } from 'antd';

// Being built (issue 5): its owner replaces this file.
export default function StudentCard() {
  return (
    <Result status="info" title="Student Identity Card" subTitle="This screen is being built." />
  );
}
