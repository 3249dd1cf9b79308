import { Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import {
  type StaffAttendanceRegister,
  type StaffAttendanceRow,
  type StaffAttendanceSave,
  type StaffAttendanceSummary,
} from '@hemis/shared-contracts';
import {
  AttendancePage,
  AttendanceTabs,
  DailyRegister,
  MonthlySummary,
  REGISTER_TEXTS,
  markCountColumns,
  serialColumn,
  useCampusChoice,
} from '@hemis/shared-ui';
import { employeesTexts } from '../i18n/texts';

export const ATTENDANCE_TEXTS = {
  ...REGISTER_TEXTS,
  title: 'Employee Attendance',
  noEmployees: 'No employees on this register',
} as const;

function CampusRegister() {
  const t = employeesTexts.useTexts();
  const campus = useCampusChoice();
  const columns: TableColumnsType<StaffAttendanceRow> = [
    serialColumn<StaffAttendanceRow>(),
    { key: 'code', title: t('Staff ID'), dataIndex: 'employeeCode' },
    { key: 'name', title: t('Name'), dataIndex: 'employeeName' },
    { key: 'post', title: t('Post'), dataIndex: 'post' },
  ];
  return (
    <DailyRegister<StaffAttendanceRow, StaffAttendanceRegister>
      path="/StaffAttendance"
      {...campus.registerProps}
      caption={(register) => (
        <Typography.Text strong>
          {register.campusName} - {register.date}
        </Typography.Text>
      )}
      canMark
      // A new day or campus starts from its saved marks.
      registerKey={(date) => `${date}:${campus.campusId ?? ''}`}
      bodyOf={(date, marked): StaffAttendanceSave => ({
        date,
        ...(campus.campusId ? { campusId: campus.campusId } : {}),
        entries: marked.map(({ id, ...entry }) => ({ employeeId: id, ...entry })),
      })}
      idOf={(row) => row.employeeId}
      nameOf={(row) => row.employeeName}
      rowKey="employeeId"
      columns={columns}
      emptyText={t(ATTENDANCE_TEXTS.noEmployees)}
    />
  );
}

type SummaryRow = StaffAttendanceSummary['rows'][number];

function CampusSummary() {
  const t = employeesTexts.useTexts();
  const campus = useCampusChoice();
  const columns: TableColumnsType<SummaryRow> = [
    serialColumn<SummaryRow>(),
    { key: 'name', title: t('Name'), dataIndex: 'employeeName' },
    { key: 'post', title: t('Post'), dataIndex: 'post' },
    ...markCountColumns<SummaryRow>(),
  ];
  return (
    <MonthlySummary<SummaryRow, StaffAttendanceSummary>
      path="/StaffAttendance/Summary"
      exportPath="/StaffAttendance/Summary/Export"
      {...campus.registerProps}
      canExport
      exportDisabled={!campus.ready}
      exportFile={(month) => `StaffAttendance-${month}.xlsx`}
      exportWhat="the attendance summary"
      rowKey="employeeId"
      columns={columns}
      caption={(summary) =>
        t('{{campus}}: {{from}} to {{to}}, register taken on {{days}} days', {
          campus: summary.campusName,
          from: summary.from,
          to: summary.to,
          days: summary.daysTaken,
        })
      }
    />
  );
}

/** /employee-management/attendance: the daily staff register and the monthly summary. */
export default function StaffAttendance() {
  const t = employeesTexts.useTexts();
  return (
    <AttendancePage testId="staff-attendance" title={t(ATTENDANCE_TEXTS.title)}>
      <AttendanceTabs daily={<CampusRegister />} monthly={<CampusSummary />} />
    </AttendancePage>
  );
}
