import { Result } from 'antd';

// Being built (issue 5): its owner replaces this file.
export default function StudentAttendance() {
  return <Result status="info" title="Student Attendance" subTitle="This screen is being built." />;
}
