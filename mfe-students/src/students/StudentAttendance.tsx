import { Alert, Space } from 'antd';
import type { TableColumnsType } from 'antd';
import { useCan } from '@hemis/shared-auth';
import {
  STUDENT_PATHS,
  type StudentAttendanceRegister,
  type StudentAttendanceSave,
  type StudentAttendanceSummary,
} from '@hemis/shared-contracts';
import {
  AttendancePage,
  AttendanceTabs,
  DailyRegister,
  MonthlySummary,
  REGISTER_TEXTS,
  markCountColumns,
  serialColumn,
  type Translate,
} from '@hemis/shared-ui';
import { studentsTexts } from '../i18n/texts';
import { CLASS_PICKER_TEXTS, useClassPicker, type ClassChoice } from './ClassPicker';

export const STUDENT_ATTENDANCE_TEXTS = {
  ...REGISTER_TEXTS,
  title: 'Student Attendance',
  noStudents: 'No active students in this class',
  daysTaken: (month: string, days: number) =>
    studentsTexts.translate('{{month}}: register taken on {{days}} days', { month, days }),
} as const;

type RegisterRow = StudentAttendanceRegister['rows'][number];
type SummaryRow = StudentAttendanceSummary['rows'][number];

/** The roll number and the name: the first columns of both tabs. */
function studentColumns<Row extends RegisterRow | SummaryRow>(t: Translate): TableColumnsType<Row> {
  return [
    serialColumn<Row>(),
    { key: 'roll', title: t('Roll No.'), dataIndex: 'campusRollNo', width: 100 },
    { key: 'name', title: t('Name'), dataIndex: 'studentName' },
  ];
}

function ClassRegister({ choice }: { choice: ClassChoice }) {
  const canMark = useCan('student:add');
  const t = studentsTexts.useTexts();
  return (
    <DailyRegister<RegisterRow, StudentAttendanceRegister>
      path={STUDENT_PATHS.attendance}
      params={{ ...choice }}
      canMark={canMark}
      // A new day starts from its saved marks.
      registerKey={(date) => date}
      bodyOf={(date, marked): StudentAttendanceSave => ({
        ...choice,
        date,
        entries: marked.map(({ id, ...entry }) => ({ studentId: id, ...entry })),
      })}
      idOf={(row) => row.studentId}
      nameOf={(row) => row.studentName}
      rowKey="studentId"
      columns={studentColumns<RegisterRow>(t)}
      emptyText={STUDENT_ATTENDANCE_TEXTS.noStudents}
    />
  );
}

function ClassSummary({ choice }: { choice: ClassChoice }) {
  const canExport = useCan('student:export');
  const t = studentsTexts.useTexts();
  const columns: TableColumnsType<SummaryRow> = [
    ...studentColumns<SummaryRow>(t),
    ...markCountColumns<SummaryRow>(),
    {
      key: 'percent',
      title: t('Present %'),
      dataIndex: 'percent',
      render: (value: number | null) => (value === null ? '-' : `${value}%`),
    },
  ];
  return (
    <MonthlySummary<SummaryRow, StudentAttendanceSummary>
      path={STUDENT_PATHS.attendanceSummary}
      exportPath={STUDENT_PATHS.attendanceSummaryExport}
      params={{ ...choice }}
      canExport={canExport}
      exportFile={(month) => `StudentAttendance-${month}.xlsx`}
      exportWhat="the class attendance summary"
      rowKey="studentId"
      columns={columns}
      caption={(summary) => STUDENT_ATTENDANCE_TEXTS.daysTaken(summary.month, summary.daysTaken)}
    />
  );
}

/** /student-management/attendance: a class's daily register and its monthly summary. */
export default function StudentAttendance() {
  const { picker, choice } = useClassPicker();
  // A new class starts afresh (no marks carried over from another class).
  const classKey = JSON.stringify(choice);
  const t = studentsTexts.useTexts();
  return (
    <AttendancePage testId="student-attendance" title={STUDENT_ATTENDANCE_TEXTS.title}>
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        {picker}
        {choice ? (
          <AttendanceTabs
            daily={<ClassRegister key={classKey} choice={choice} />}
            monthly={<ClassSummary key={classKey} choice={choice} />}
          />
        ) : (
          <Alert type="info" title={t(CLASS_PICKER_TEXTS.chooseClass)} />
        )}
      </Space>
    </AttendancePage>
  );
}
