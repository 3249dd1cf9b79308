import { Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import {
  type StaffAttendanceRegister,
  type StaffAttendanceRow,
  type StaffAttendanceSave,
  type StaffAttendanceSummary,
} from '@hemis/shared-contracts';
import {
  AttendanceScreen,
  REGISTER_TEXTS,
  markCountColumns,
  serialColumn,
  useCampusChoice,
  type AttendancePlace,
} from '@hemis/shared-ui';
import { employeesTexts } from '../i18n/texts';

export const ATTENDANCE_TEXTS = {
  ...REGISTER_TEXTS,
  title: 'Employee Attendance',
  noEmployees: 'No employees on this register',
} as const;

type SummaryRow = StaffAttendanceSummary['rows'][number];

/** Each tab's own campus: university and nation users choose one, campus users keep theirs. */
function useTabCampus(): AttendancePlace<{ campusId?: number }> {
  const campus = useCampusChoice();
  return { ...campus.registerProps, key: String(campus.campusId ?? '') };
}

/** /employee-management/attendance: the daily staff register and the monthly summary. */
export default function StaffAttendance() {
  const t = employeesTexts.useTexts();
  const registerColumns: TableColumnsType<StaffAttendanceRow> = [
    serialColumn<StaffAttendanceRow>(),
    { key: 'code', title: t('Staff ID'), dataIndex: 'employeeCode' },
    { key: 'name', title: t('Name'), dataIndex: 'employeeName' },
    { key: 'post', title: t('Post'), dataIndex: 'post' },
  ];
  const summaryColumns: TableColumnsType<SummaryRow> = [
    serialColumn<SummaryRow>(),
    { key: 'name', title: t('Name'), dataIndex: 'employeeName' },
    { key: 'post', title: t('Post'), dataIndex: 'post' },
    ...markCountColumns<SummaryRow>(),
  ];
  return (
    <AttendanceScreen<
      { campusId?: number },
      StaffAttendanceRow,
      StaffAttendanceRegister,
      SummaryRow,
      StaffAttendanceSummary
    >
      testId="staff-attendance"
      title={t(ATTENDANCE_TEXTS.title)}
      usePlace={useTabCampus}
      daily={{
        path: '/StaffAttendance',
        caption: (register) => (
          <Typography.Text strong>
            {register.campusName} - {register.date}
          </Typography.Text>
        ),
        canMark: true,
        bodyOf: (date, marked, campus): StaffAttendanceSave => ({
          date,
          ...(campus.campusId ? { campusId: campus.campusId } : {}),
          entries: marked.map(({ id, ...entry }) => ({ employeeId: id, ...entry })),
        }),
        idOf: (row) => row.employeeId,
        nameOf: (row) => row.employeeName,
        rowKey: 'employeeId',
        columns: registerColumns,
        emptyText: t(ATTENDANCE_TEXTS.noEmployees),
      }}
      monthly={{
        path: '/StaffAttendance/Summary',
        exportPath: '/StaffAttendance/Summary/Export',
        canExport: true,
        exportFile: (month) => `StaffAttendance-${month}.xlsx`,
        exportWhat: 'the attendance summary',
        rowKey: 'employeeId',
        columns: summaryColumns,
        caption: (summary) =>
          t('{{campus}}: {{from}} to {{to}}, register taken on {{days}} days', {
            campus: summary.campusName,
            from: summary.from,
            to: summary.to,
            days: summary.daysTaken,
          }),
      }}
    />
  );
}
