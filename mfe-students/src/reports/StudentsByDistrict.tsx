import { Result } from 'antd';

// Being built (issue 5): its owner replaces this file.
export default function StudentsByDistrict() {
  return (
    <Result status="info" title="Students by District" subTitle="This screen is being built." />
  );
}
