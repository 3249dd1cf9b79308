import { Alert } from 'antd';
import type { TableColumnsType } from 'antd';
import { useCan } from '@hemis/shared-auth';
import {
  STUDENT_PATHS,
  type StudentAttendanceRegister,
  type StudentAttendanceSave,
  type StudentAttendanceSummary,
} from '@hemis/shared-contracts';
import {
  AttendanceScreen,
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

/** The class both tabs keep to, as their requests send it. */
type ChosenClass = Pick<ClassChoice, keyof ClassChoice>;
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

/** /student-management/attendance: a class's daily register and its monthly summary. */
export default function StudentAttendance() {
  const { picker, choice } = useClassPicker();
  const canMark = useCan('student:add');
  const canExport = useCan('student:export');
  const t = studentsTexts.useTexts();
  const summaryColumns: TableColumnsType<SummaryRow> = [
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
    <AttendanceScreen<
      ChosenClass,
      RegisterRow,
      StudentAttendanceRegister,
      SummaryRow,
      StudentAttendanceSummary
    >
      testId="student-attendance"
      title={STUDENT_ATTENDANCE_TEXTS.title}
      chosen={{
        picker,
        // A new class starts afresh (no marks carried over from another class).
        place: choice ? { params: { ...choice }, key: JSON.stringify(choice) } : null,
        waiting: <Alert type="info" title={t(CLASS_PICKER_TEXTS.chooseClass)} />,
      }}
      daily={{
        path: STUDENT_PATHS.attendance,
        canMark,
        bodyOf: (date, marked, chosen): StudentAttendanceSave => ({
          ...chosen,
          date,
          entries: marked.map(({ id, ...entry }) => ({ studentId: id, ...entry })),
        }),
        idOf: (row) => row.studentId,
        nameOf: (row) => row.studentName,
        rowKey: 'studentId',
        columns: studentColumns<RegisterRow>(t),
        emptyText: STUDENT_ATTENDANCE_TEXTS.noStudents,
      }}
      monthly={{
        path: STUDENT_PATHS.attendanceSummary,
        exportPath: STUDENT_PATHS.attendanceSummaryExport,
        canExport,
        exportFile: (month) => `StudentAttendance-${month}.xlsx`,
        exportWhat: 'the class attendance summary',
        rowKey: 'studentId',
        columns: summaryColumns,
        caption: (summary) => STUDENT_ATTENDANCE_TEXTS.daysTaken(summary.month, summary.daysTaken),
      }}
    />
  );
}
