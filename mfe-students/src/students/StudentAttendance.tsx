import { useState } from 'react';
import { Alert, Button, Card, Space, Table, Tabs, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { apiClient, useCan } from '@hemis/shared-auth';
import {
  ATTENDANCE_MESSAGES,
  STUDENT_PATHS,
  nepalToday,
  type StudentAttendanceRegister,
  type StudentAttendanceSave,
  type StudentAttendanceSummary,
} from '@hemis/shared-contracts';
import {
  AttendanceRegister,
  REGISTER_TEXTS,
  RegisterDateInput,
  RegisterMonthInput,
  saveFailureOf,
  saveFile,
  useApiGet,
  useNotice,
  type RegisterEntry,
} from '@hemis/shared-ui';
import { CLASS_PICKER_TEXTS, useClassPicker, type ClassChoice } from './ClassPicker';

export const STUDENT_ATTENDANCE_TEXTS = {
  title: 'Student Attendance',
  dailyTab: 'Daily register',
  monthlyTab: 'Monthly summary',
  loadFailed: 'The register could not be loaded.',
  summaryFailed: 'The summary could not be loaded.',
  exportFailed: 'The summary could not be exported. Please try again.',
  noStudents: 'No active students in this class',
  daysTaken: (month: string, days: number) => `${month}: register taken on ${days} days`,
} as const;

type RegisterRow = StudentAttendanceRegister['rows'][number];
type SummaryRow = StudentAttendanceSummary['rows'][number];

function serialColumn<Row extends object>(): TableColumnsType<Row>[number] {
  return { key: 'serial', title: 'S.N.', width: 64, render: (_value, _row, index) => index + 1 };
}

function DailyRegister({ choice }: { choice: ClassChoice }) {
  const notice = useNotice();
  const canMark = useCan('student:add');
  const [date, setDate] = useState(nepalToday());
  const loaded = useApiGet<StudentAttendanceRegister>(date ? STUDENT_PATHS.attendance : null, {
    ...choice,
    date,
  });
  const register = loaded.data;

  async function save(marked: RegisterEntry[]): Promise<boolean> {
    const body: StudentAttendanceSave = {
      ...choice,
      date,
      entries: marked.map(({ id, ...entry }) => ({ studentId: id, ...entry })),
    };
    try {
      await apiClient.put(STUDENT_PATHS.attendance, body);
      notice.success(ATTENDANCE_MESSAGES.saved);
      loaded.reload();
      return true;
    } catch (error) {
      notice.error(`${ATTENDANCE_MESSAGES.saveFailure} ${saveFailureOf(error).cause}`);
      return false;
    }
  }

  const columns: TableColumnsType<RegisterRow> = [
    serialColumn<RegisterRow>(),
    { key: 'roll', title: 'Roll No.', dataIndex: 'campusRollNo', width: 100 },
    { key: 'name', title: 'Name', dataIndex: 'studentName' },
  ];
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <RegisterDateInput value={date} onChange={setDate} />
      {register?.holiday ? (
        <Alert type="warning" showIcon title={`${REGISTER_TEXTS.holiday}: ${register.holiday}`} />
      ) : null}
      {loaded.failed ? (
        <Alert type="error" showIcon title={STUDENT_ATTENDANCE_TEXTS.loadFailed} />
      ) : null}
      {canMark ? (
        <AttendanceRegister<RegisterRow>
          // A new day starts from its saved marks.
          key={date}
          rows={register?.rows}
          idOf={(row) => row.studentId}
          nameOf={(row) => row.studentName}
          markOf={(row) => ({ status: row.status, remarks: row.remarks ?? '' })}
          columns={columns}
          loading={loaded.loading}
          emptyText={STUDENT_ATTENDANCE_TEXTS.noStudents}
          onSave={save}
        />
      ) : (
        <Table<RegisterRow>
          rowKey="studentId"
          size="small"
          loading={loaded.loading}
          columns={[
            ...columns,
            { key: 'status', title: 'Attendance', dataIndex: 'status' },
            { key: 'remarks', title: 'Remarks', dataIndex: 'remarks' },
          ]}
          dataSource={register?.rows ?? []}
          pagination={false}
          locale={{ emptyText: STUDENT_ATTENDANCE_TEXTS.noStudents }}
        />
      )}
    </Space>
  );
}

function MonthlySummary({ choice }: { choice: ClassChoice }) {
  const notice = useNotice();
  const canExport = useCan('student:export');
  const [month, setMonth] = useState(nepalToday().slice(0, 7));
  const [exporting, setExporting] = useState(false);
  const query = { ...choice, month };
  const {
    data: summary,
    loading,
    failed,
  } = useApiGet<StudentAttendanceSummary>(month ? STUDENT_PATHS.attendanceSummary : null, query);

  async function exportSummary() {
    setExporting(true);
    try {
      const response = await apiClient.get<Blob>(STUDENT_PATHS.attendanceSummaryExport, {
        params: query,
        responseType: 'blob',
      });
      saveFile(response.data, `StudentAttendance-${month}.xlsx`);
    } catch (error) {
      console.error('Exporting the class attendance summary failed', error);
      notice.error(STUDENT_ATTENDANCE_TEXTS.exportFailed);
    } finally {
      setExporting(false);
    }
  }

  const columns: TableColumnsType<SummaryRow> = [
    serialColumn<SummaryRow>(),
    { key: 'roll', title: 'Roll No.', dataIndex: 'campusRollNo', width: 100 },
    { key: 'name', title: 'Name', dataIndex: 'studentName' },
    { key: 'present', title: 'Present', dataIndex: 'present' },
    { key: 'absent', title: 'Absent', dataIndex: 'absent' },
    { key: 'leave', title: 'Leave', dataIndex: 'leave' },
    { key: 'unmarked', title: 'Not marked', dataIndex: 'unmarked' },
    {
      key: 'percent',
      title: 'Present %',
      dataIndex: 'percent',
      render: (value: number | null) => (value === null ? '-' : `${value}%`),
    },
  ];
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Space wrap>
        <RegisterMonthInput value={month} onChange={setMonth} />
        {canExport ? (
          <Button loading={exporting} onClick={() => void exportSummary()}>
            {REGISTER_TEXTS.export}
          </Button>
        ) : null}
      </Space>
      {failed ? (
        <Alert type="error" showIcon title={STUDENT_ATTENDANCE_TEXTS.summaryFailed} />
      ) : null}
      {summary ? (
        <Typography.Text>
          {STUDENT_ATTENDANCE_TEXTS.daysTaken(summary.month, summary.daysTaken)}
        </Typography.Text>
      ) : null}
      <Table<SummaryRow>
        rowKey="studentId"
        size="small"
        loading={loading}
        columns={columns}
        dataSource={summary?.rows ?? []}
        pagination={false}
      />
    </Space>
  );
}

/** /student-management/attendance: a class's daily register and its monthly summary. */
export default function StudentAttendance() {
  const { picker, choice } = useClassPicker();
  // A new class starts afresh (no marks carried over from another class).
  const classKey = JSON.stringify(choice);
  return (
    <div data-testid="student-attendance">
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {STUDENT_ATTENDANCE_TEXTS.title}
      </Typography.Title>
      <Card>
        <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
          {picker}
          {choice ? (
            <Tabs
              items={[
                {
                  key: 'daily',
                  label: STUDENT_ATTENDANCE_TEXTS.dailyTab,
                  children: <DailyRegister key={classKey} choice={choice} />,
                },
                {
                  key: 'monthly',
                  label: STUDENT_ATTENDANCE_TEXTS.monthlyTab,
                  children: <MonthlySummary key={classKey} choice={choice} />,
                },
              ]}
            />
          ) : (
            <Alert type="info" title={CLASS_PICKER_TEXTS.chooseClass} />
          )}
        </Space>
      </Card>
    </div>
  );
}
