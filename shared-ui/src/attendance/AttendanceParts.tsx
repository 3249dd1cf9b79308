import { useState, type ReactNode } from 'react';
import { Alert, Button, Space, Table, Tabs, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { QueuedWriteError, apiClient } from '@hemis/shared-auth';
import {
  ATTENDANCE_CHOICES,
  ATTENDANCE_MESSAGES,
  nepalToday,
  type AttendanceStatus,
} from '@hemis/shared-contracts';
import { CardScreen } from '../CardScreen';
import { useNotice } from '../notices';
import { saveFailureOf } from '../resource/api';
import { useApiGet } from '../reports/useApiGet';
import { useExport } from '../reports/useExport';
import {
  AttendanceRegister,
  REGISTER_TEXTS,
  RegisterDateInput,
  RegisterMonthInput,
  type RegisterEntry,
} from './AttendanceRegister';
import { choiceText } from '../resource/display';
import { inDigits, kitTexts } from '../i18n';
import { figureCell, shownMessage, useCallerTexts, useFormatting } from '../i18n/format';

/** The running number of a register or summary row. */
export function serialColumn<Row extends object>(): TableColumnsType<Row>[number] {
  return {
    key: 'serial',
    title: kitTexts.translate('S.N.'),
    width: 64,
    render: (_value, _row, index) => inDigits(String(index + 1)),
  };
}

/** A summary's counts per person: present, absent, leave and the days not marked. */
export function markCountColumns<
  Row extends { present: number; absent: number; leave: number; unmarked: number },
>(): TableColumnsType<Row> {
  const t = kitTexts.translate;
  const count = (value: number) => figureCell(value);
  return [
    { key: 'present', title: t('Present'), dataIndex: 'present', render: count },
    { key: 'absent', title: t('Absent'), dataIndex: 'absent', render: count },
    { key: 'leave', title: t('Leave'), dataIndex: 'leave', render: count },
    { key: 'unmarked', title: t('Not marked'), dataIndex: 'unmarked', render: count },
  ];
}

/**
 * Saves a day's marks with PUT `path` and says how it went; on success the register is loaded
 * again (`reload`). Resolves true when saved, as `AttendanceRegister`'s `onSave` wants.
 */
export function useMarksSaver(path: string, reload: () => void) {
  const notice = useNotice();
  const t = kitTexts.useTexts();
  return async (body: object): Promise<boolean> => {
    try {
      await apiClient.put(path, body);
      notice.success(t(ATTENDANCE_MESSAGES.saved));
      reload();
      return true;
    } catch (error) {
      // The link is down: the day's marks wait on the device and are saved when it is back.
      if (error instanceof QueuedWriteError) {
        notice.info(shownMessage(error.message));
        return true;
      }
      notice.error(
        `${t(ATTENDANCE_MESSAGES.saveFailure)} ${shownMessage(saveFailureOf(error).cause)}`,
      );
      return false;
    }
  };
}

/** The day's holiday, when the campus or its university keeps one. */
export function HolidayAlert({ holiday }: { holiday: string | null | undefined }) {
  const t = kitTexts.useTexts();
  return holiday ? (
    <Alert type="warning" showIcon title={`${t(REGISTER_TEXTS.holiday)}: ${holiday}`} />
  ) : null;
}

/**
 * A month's summary under its inputs: the load failure, a line about the month (`caption`, once
 * loaded) and the counts per person, one row each.
 */
export function MonthSummaryView<Row extends object>({
  failed,
  caption,
  rowKey,
  loading,
  columns,
  rows,
}: {
  failed: boolean;
  caption: ReactNode;
  rowKey: keyof Row & string;
  loading: boolean;
  columns: TableColumnsType<Row>;
  rows: readonly Row[] | undefined;
}) {
  const t = kitTexts.useTexts();
  useFormatting();
  return (
    <>
      {failed ? <Alert type="error" showIcon title={t(REGISTER_TEXTS.summaryFailed)} /> : null}
      {caption ? <Typography.Text>{caption}</Typography.Text> : null}
      <Table<Row>
        rowKey={rowKey}
        size="small"
        loading={loading}
        columns={columns}
        dataSource={[...(rows ?? [])]}
        pagination={false}
      />
    </>
  );
}

/** A register line: whoever it is about, with the day's saved mark. */
interface MarkedRow {
  status: AttendanceStatus | null;
  remarks: string | null;
}

export interface DailyRegisterProps<Row extends MarkedRow, Register extends { rows: Row[] }> {
  /** The register's GET and PUT path; `params` are sent with the date. */
  path: string;
  params: Readonly<Record<string, string | number | undefined>>;
  /** False until the register is known (a campus chosen): nothing is asked meanwhile. */
  ready?: boolean;
  /** The other inputs next to the date (a campus select). */
  inputs?: ReactNode;
  /** Shown under the inputs (what is still to choose). */
  hint?: ReactNode;
  /** A line about the loaded register (its campus and day). */
  caption?(register: Register): ReactNode;
  /** Whether the caller may mark; otherwise the day's marks are only shown. */
  canMark: boolean;
  /** What tells one register's day from another's: a new one starts from its saved marks. */
  registerKey(date: string): string;
  /** The PUT body of the day's marked entries. */
  bodyOf(date: string, entries: RegisterEntry[]): object;
  idOf(row: Row): number;
  nameOf(row: Row): string;
  rowKey: keyof Row & string;
  /** The columns before the attendance and remarks ones. */
  columns: TableColumnsType<Row>;
  emptyText: string;
}

/** The daily register tab: the day (today first), any holiday and the register to mark. */
export function DailyRegister<
  Row extends MarkedRow,
  Register extends { holiday: string | null; rows: Row[] },
>({
  path,
  params,
  ready = true,
  inputs,
  hint,
  caption,
  canMark,
  registerKey,
  bodyOf,
  idOf,
  nameOf,
  rowKey,
  columns,
  emptyText,
}: DailyRegisterProps<Row, Register>) {
  const [date, setDate] = useState(nepalToday());
  const loaded = useApiGet<Register>(ready && date ? path : null, { ...params, date });
  const register = loaded.data;
  const saveMarks = useMarksSaver(path, loaded.reload);
  const t = kitTexts.useTexts();
  const shown = useCallerTexts();
  const dateInput = <RegisterDateInput value={date} onChange={setDate} />;
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      {inputs ? (
        <Space wrap>
          {dateInput}
          {inputs}
        </Space>
      ) : (
        dateInput
      )}
      {hint}
      <HolidayAlert holiday={register?.holiday} />
      {loaded.failed ? <Alert type="error" showIcon title={t(REGISTER_TEXTS.loadFailed)} /> : null}
      {register && caption ? caption(register) : null}
      {canMark ? (
        <AttendanceRegister<Row>
          key={registerKey(date)}
          rows={register?.rows}
          idOf={idOf}
          nameOf={nameOf}
          markOf={(row) => ({ status: row.status, remarks: row.remarks ?? '' })}
          columns={columns}
          loading={loaded.loading}
          emptyText={emptyText}
          onSave={(entries) => saveMarks(bodyOf(date, entries))}
        />
      ) : (
        <Table<Row>
          rowKey={rowKey}
          size="small"
          loading={loaded.loading}
          columns={[
            ...columns,
            {
              key: 'status',
              title: t('Attendance'),
              dataIndex: 'status',
              // A mark as users read it: its choice's label.
              render: (status: AttendanceStatus | null) => choiceText(ATTENDANCE_CHOICES, status),
            },
            { key: 'remarks', title: t('Remarks'), dataIndex: 'remarks' },
          ]}
          dataSource={register?.rows ?? []}
          pagination={false}
          locale={{ emptyText: shown(emptyText) }}
        />
      )}
    </Space>
  );
}

export interface MonthlySummaryProps<Row extends object, Summary extends { rows: Row[] }> {
  /** The summary's GET path and its .xlsx twin; `params` are sent to both with the month. */
  path: string;
  exportPath: string;
  params: Readonly<Record<string, string | number | undefined>>;
  /** False until the register is known (a campus chosen): nothing is asked meanwhile. */
  ready?: boolean;
  /** The other inputs next to the month (a campus select). */
  inputs?: ReactNode;
  /** Shown under the inputs (what is still to choose). */
  hint?: ReactNode;
  /** Whether the Export button shows, and whether it is disabled (until ready). */
  canExport: boolean;
  exportDisabled?: boolean;
  exportFile(month: string): string;
  /** The summary's name in the log when an export fails. */
  exportWhat: string;
  rowKey: keyof Row & string;
  columns: TableColumnsType<Row>;
  caption(summary: Summary): ReactNode;
}

/** The monthly summary tab: the month (this month first), Export and the counts per person. */
export function MonthlySummary<Row extends object, Summary extends { rows: Row[] }>({
  path,
  exportPath,
  params,
  ready = true,
  inputs,
  hint,
  canExport,
  exportDisabled = false,
  exportFile,
  exportWhat,
  rowKey,
  columns,
  caption,
}: MonthlySummaryProps<Row, Summary>) {
  const [month, setMonth] = useState(nepalToday().slice(0, 7));
  const query = { ...params, month };
  const {
    data: summary,
    loading,
    failed,
  } = useApiGet<Summary>(ready && month ? path : null, query);
  const exporter = useExport(exportPath, query, exportFile(month), {
    what: exportWhat,
    failedText: REGISTER_TEXTS.exportFailed,
  });
  const t = kitTexts.useTexts();
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Space wrap>
        <RegisterMonthInput value={month} onChange={setMonth} />
        {inputs}
        {canExport ? (
          <Button loading={exporter.exporting} disabled={exportDisabled} onClick={exporter.run}>
            {t(REGISTER_TEXTS.export)}
          </Button>
        ) : null}
      </Space>
      {hint}
      <MonthSummaryView<Row>
        failed={failed}
        caption={summary && caption(summary)}
        rowKey={rowKey}
        loading={loading}
        columns={columns}
        rows={summary?.rows}
      />
    </Space>
  );
}

/** An attendance screen: its title over a card holding the register tabs (and any picker). */
export const AttendancePage = CardScreen;

/** The daily register and the monthly summary tabs of an attendance screen. */
export function AttendanceTabs({ daily, monthly }: { daily: ReactNode; monthly: ReactNode }) {
  const t = kitTexts.useTexts();
  return (
    <Tabs
      items={[
        { key: 'daily', label: t(REGISTER_TEXTS.dailyTab), children: daily },
        { key: 'monthly', label: t(REGISTER_TEXTS.monthlyTab), children: monthly },
      ]}
    />
  );
}
