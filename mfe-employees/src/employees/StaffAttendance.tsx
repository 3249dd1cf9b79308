import { useState } from 'react';
import { Alert, Button, Card, Input, Radio, Select, Space, Table, Tabs, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { apiClient } from '@hemis/shared-auth';
import {
  ATTENDANCE_CHOICES,
  ATTENDANCE_MESSAGES,
  scopeOfRole,
  type AttendanceStatus,
  type StaffAttendanceRegister,
  type StaffAttendanceRow,
  type StaffAttendanceSave,
  type StaffAttendanceSummary,
  nepalToday,
} from '@hemis/shared-contracts';
import {
  saveFailureOf,
  saveFile,
  useApiGet,
  useNotice,
  useReferenceRows,
  useRowUser,
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

interface Mark {
  status: AttendanceStatus | null;
  remarks: string;
}

/** The campus select of university and nation users (campus users take their own campus). */
function useCampusChoice() {
  const user = useRowUser();
  const scope = user ? scopeOfRole(user.role) : 'nation';
  const choosesCampus = scope === 'university' || scope === 'nation';
  const rows = useReferenceRows(choosesCampus ? { campusId: '/Campus' } : {});
  const [campusId, setCampusId] = useState<number | null>(null);
  const select = choosesCampus ? (
    <Select
      aria-label={ATTENDANCE_TEXTS.campus}
      placeholder={ATTENDANCE_MESSAGES.campusRequired}
      showSearch={{ optionFilterProp: 'label' }}
      style={{ minWidth: 260 }}
      value={campusId ?? undefined}
      onChange={(value: number) => setCampusId(value)}
      loading={rows.campusId === undefined}
      options={(rows.campusId ?? []).map((row) => ({
        value: row.id,
        label: String(row.campusName ?? row.id),
      }))}
    />
  ) : null;
  /** Whether the register can be asked for (a campus is known). */
  const ready = !choosesCampus || campusId !== null;
  const params = choosesCampus && campusId !== null ? { campusId } : {};
  return { select, ready, params, campusId: choosesCampus ? campusId : undefined };
}

function DailyRegister() {
  const notice = useNotice();
  const campus = useCampusChoice();
  const [date, setDate] = useState(nepalToday());
  const loaded = useApiGet<StaffAttendanceRegister>(
    campus.ready && date ? '/StaffAttendance' : null,
    { date, ...campus.params },
  );
  const register = loaded.data;
  // Marks changed on screen since the register was loaded (by employee).
  const [edits, setEdits] = useState<Record<number, Mark>>({});
  const [saving, setSaving] = useState(false);
  const marks: Record<number, Mark> = {};
  for (const row of register?.rows ?? []) {
    marks[row.employeeId] = edits[row.employeeId] ?? {
      status: row.status,
      remarks: row.remarks ?? '',
    };
  }

  const mark = (employeeId: number, change: Partial<Mark>) =>
    setEdits((previous) => ({
      ...previous,
      [employeeId]: {
        status: null,
        remarks: '',
        ...marks[employeeId],
        ...previous[employeeId],
        ...change,
      },
    }));

  async function save() {
    if (!register) return;
    const entries: StaffAttendanceSave['entries'] = [];
    for (const row of register.rows) {
      const entry = marks[row.employeeId];
      if (!entry?.status) continue;
      const remarks = entry.remarks.trim();
      entries.push({ employeeId: row.employeeId, status: entry.status, remarks: remarks || null });
    }
    const body: StaffAttendanceSave = {
      date,
      ...(campus.campusId ? { campusId: campus.campusId } : {}),
      entries,
    };
    setSaving(true);
    try {
      await apiClient.put('/StaffAttendance', body);
      notice.success(ATTENDANCE_MESSAGES.saved);
      setEdits({});
      loaded.reload();
    } catch (error) {
      const failure = saveFailureOf(error);
      notice.error(`${ATTENDANCE_MESSAGES.saveFailure} ${failure.cause}`);
    } finally {
      setSaving(false);
    }
  }

  const columns: TableColumnsType<StaffAttendanceRow> = [
    { key: 'serial', title: 'S.N.', width: 64, render: (_value, _row, index) => index + 1 },
    { key: 'code', title: 'Staff ID', dataIndex: 'employeeCode' },
    { key: 'name', title: 'Name', dataIndex: 'employeeName' },
    { key: 'post', title: 'Post', dataIndex: 'post' },
    {
      key: 'status',
      title: 'Attendance',
      render: (_value, row) => (
        <Radio.Group
          aria-label={`Attendance of ${row.employeeName}`}
          value={marks[row.employeeId]?.status ?? null}
          onChange={(event) =>
            mark(row.employeeId, { status: event.target.value as AttendanceStatus })
          }
          options={ATTENDANCE_CHOICES.map((choice) => ({ ...choice }))}
        />
      ),
    },
    {
      key: 'remarks',
      title: 'Remarks',
      render: (_value, row) => (
        <Input
          aria-label={`Remarks for ${row.employeeName}`}
          maxLength={200}
          value={marks[row.employeeId]?.remarks ?? ''}
          onChange={(event) => mark(row.employeeId, { remarks: event.target.value })}
        />
      ),
    },
  ];

  const anyMarked = Object.values(marks).some((entry) => entry.status !== null);
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Space wrap>
        <label>
          {ATTENDANCE_TEXTS.date}{' '}
          <Input
            type="date"
            aria-label={ATTENDANCE_TEXTS.date}
            value={date}
            max={nepalToday()}
            style={{ width: 180 }}
            onChange={(event) => {
              const value = event.target.value;
              if (value && value > nepalToday()) {
                notice.error(ATTENDANCE_MESSAGES.futureDate);
                return;
              }
              setEdits({});
              setDate(value);
            }}
          />
        </label>
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
      <Table<StaffAttendanceRow>
        rowKey="employeeId"
        size="small"
        loading={loaded.loading}
        columns={columns}
        dataSource={register?.rows ?? []}
        pagination={false}
        locale={{ emptyText: ATTENDANCE_TEXTS.noEmployees }}
      />
      <Space>
        <Button
          disabled={!register || register.rows.length === 0}
          onClick={() => {
            for (const row of register?.rows ?? []) mark(row.employeeId, { status: 'present' });
          }}
        >
          {ATTENDANCE_TEXTS.markAllPresent}
        </Button>
        <Button type="primary" loading={saving} disabled={!anyMarked} onClick={() => void save()}>
          {ATTENDANCE_TEXTS.save}
        </Button>
      </Space>
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
        <label>
          {ATTENDANCE_TEXTS.month}{' '}
          <Input
            type="month"
            aria-label={ATTENDANCE_TEXTS.month}
            value={month}
            max={nepalToday().slice(0, 7)}
            style={{ width: 180 }}
            onChange={(event) => setMonth(event.target.value)}
          />
        </label>
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
