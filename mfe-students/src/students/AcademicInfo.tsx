import { Result } from 'antd';

// Being built (issue 5): its owner replaces this file.
export default function AcademicInfo() {
  return (
    <Result status="info" title="Academic Information" subTitle="This screen is being built." />
  );
}
