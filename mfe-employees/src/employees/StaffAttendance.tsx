import { useState } from 'react';
import { Alert, Button, Card, Space, Table, Tabs, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { apiClient } from '@hemis/shared-auth';
import {
  ATTENDANCE_MESSAGES,
  type StaffAttendanceRegister,
  type StaffAttendanceRow,
  type StaffAttendanceSave,
  type StaffAttendanceSummary,
  nepalToday,
} from '@hemis/shared-contracts';
import {
  AttendanceRegister,
  RegisterDateInput,
  RegisterMonthInput,
  saveFailureOf,
  saveFile,
  useApiGet,
  useCampusChoice,
  useNotice,
  type RegisterEntry,
} from '@hemis/shared-ui';

export const ATTENDANCE_TEXTS = {
  title: 'Employee Attendance',
  dailyTab: 'Daily register',
  monthlyTab: 'Monthly summary',
  date: 'Date',
  month: 'Month',
  campus: 'Campus',
  markAllPresent: 'Mark all present',
  save: 'Save',
  export: 'Export',
  holiday: 'Holiday',
  loadFailed: 'The register could not be loaded.',
  summaryFailed: 'The summary could not be loaded.',
  exportFailed: 'The summary could not be exported. Please try again.',
  noEmployees: 'No employees on this register',
} as const;

function DailyRegister() {
  const notice = useNotice();
  const campus = useCampusChoice();
  const [date, setDate] = useState(nepalToday());
  const loaded = useApiGet<StaffAttendanceRegister>(
    campus.ready && date ? '/StaffAttendance' : null,
    { date, ...campus.params },
  );
  const register = loaded.data;

  async function save(marked: RegisterEntry[]): Promise<boolean> {
    const body: StaffAttendanceSave = {
      date,
      ...(campus.campusId ? { campusId: campus.campusId } : {}),
      entries: marked.map(({ id, ...entry }) => ({ employeeId: id, ...entry })),
    };
    try {
      await apiClient.put('/StaffAttendance', body);
      notice.success(ATTENDANCE_MESSAGES.saved);
      loaded.reload();
      return true;
    } catch (error) {
      const failure = saveFailureOf(error);
      notice.error(`${ATTENDANCE_MESSAGES.saveFailure} ${failure.cause}`);
      return false;
    }
  }

  const columns: TableColumnsType<StaffAttendanceRow> = [
    { key: 'serial', title: 'S.N.', width: 64, render: (_value, _row, index) => index + 1 },
    { key: 'code', title: 'Staff ID', dataIndex: 'employeeCode' },
    { key: 'name', title: 'Name', dataIndex: 'employeeName' },
    { key: 'post', title: 'Post', dataIndex: 'post' },
  ];

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Space wrap>
        <RegisterDateInput value={date} onChange={setDate} />
        {campus.select}
      </Space>
      {!campus.ready ? <Alert type="info" title={ATTENDANCE_MESSAGES.campusRequired} /> : null}
      {register?.holiday ? (
        <Alert type="warning" showIcon title={`${ATTENDANCE_TEXTS.holiday}: ${register.holiday}`} />
      ) : null}
      {loaded.failed ? <Alert type="error" showIcon title={ATTENDANCE_TEXTS.loadFailed} /> : null}
      {register ? (
        <Typography.Text strong>
          {register.campusName} - {register.date}
        </Typography.Text>
      ) : null}
      <AttendanceRegister<StaffAttendanceRow>
        // A new day or campus starts from its saved marks.
        key={`${date}:${campus.campusId ?? ''}`}
        rows={register?.rows}
        idOf={(row) => row.employeeId}
        nameOf={(row) => row.employeeName}
        markOf={(row) => ({ status: row.status, remarks: row.remarks ?? '' })}
        columns={columns}
        loading={loaded.loading}
        emptyText={ATTENDANCE_TEXTS.noEmployees}
        onSave={save}
      />
    </Space>
  );
}

type SummaryRow = StaffAttendanceSummary['rows'][number];

function MonthlySummary() {
  const notice = useNotice();
  const campus = useCampusChoice();
  const [month, setMonth] = useState(nepalToday().slice(0, 7));
  const [exporting, setExporting] = useState(false);
  const query = { month, ...campus.params };
  const {
    data: summary,
    loading,
    failed,
  } = useApiGet<StaffAttendanceSummary>(
    campus.ready && month ? '/StaffAttendance/Summary' : null,
    query,
  );

  async function exportSummary() {
    setExporting(true);
    try {
      const response = await apiClient.get<Blob>('/StaffAttendance/Summary/Export', {
        params: query,
        responseType: 'blob',
      });
      saveFile(response.data, `StaffAttendance-${month}.xlsx`);
    } catch (error) {
      console.error('Exporting the attendance summary failed', error);
      notice.error(ATTENDANCE_TEXTS.exportFailed);
    } finally {
      setExporting(false);
    }
  }

  const columns: TableColumnsType<SummaryRow> = [
    { key: 'serial', title: 'S.N.', width: 64, render: (_value, _row, index) => index + 1 },
    { key: 'name', title: 'Name', dataIndex: 'employeeName' },
    { key: 'post', title: 'Post', dataIndex: 'post' },
    { key: 'present', title: 'Present', dataIndex: 'present' },
    { key: 'absent', title: 'Absent', dataIndex: 'absent' },
    { key: 'leave', title: 'Leave', dataIndex: 'leave' },
    { key: 'unmarked', title: 'Not marked', dataIndex: 'unmarked' },
  ];
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Space wrap>
        <RegisterMonthInput value={month} onChange={setMonth} />
        {campus.select}
        <Button loading={exporting} disabled={!campus.ready} onClick={() => void exportSummary()}>
          {ATTENDANCE_TEXTS.export}
        </Button>
      </Space>
      {!campus.ready ? <Alert type="info" title={ATTENDANCE_MESSAGES.campusRequired} /> : null}
      {failed ? <Alert type="error" showIcon title={ATTENDANCE_TEXTS.summaryFailed} /> : null}
      {summary ? (
        <Typography.Text>
          {summary.campusName}: {summary.from} to {summary.to}, register taken on{' '}
          {summary.daysTaken} days
        </Typography.Text>
      ) : null}
      <Table<SummaryRow>
        rowKey="employeeId"
        size="small"
        loading={loading}
        columns={columns}
        dataSource={summary?.rows ?? []}
        pagination={false}
      />
    </Space>
  );
}

/** /employee-management/attendance: the daily staff register and the monthly summary. */
export default function StaffAttendance() {
  return (
    <div data-testid="staff-attendance">
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {ATTENDANCE_TEXTS.title}
      </Typography.Title>
      <Card>
        <Tabs
          items={[
            { key: 'daily', label: ATTENDANCE_TEXTS.dailyTab, children: <DailyRegister /> },
            { key: 'monthly', label: ATTENDANCE_TEXTS.monthlyTab, children: <MonthlySummary /> },
          ]}
        />
      </Card>
    </div>
  );
}
