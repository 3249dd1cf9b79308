import { useState, type ReactNode } from 'react';
import { Alert, Button, Input, Radio, Select, Space, Table } from 'antd';
import type { TableColumnsType } from 'antd';
import {
  ATTENDANCE_CHOICES,
  ATTENDANCE_MESSAGES,
  ATTENDANCE_STATUSES,
  nepalToday,
  scopeOfRole,
  type AttendanceStatus,
} from '@hemis/shared-contracts';
import { BsAdDateInput } from '../documents/BsAdDateInput';
import { useNotice } from '../notices';
import { useRowUser } from '../resource/rowUser';
import { useReferenceRows } from '../resource/useResourceList';
import { kitTexts } from '../i18n';
import { useCallerTexts } from '../i18n/format';

/** Texts the staff and the student registers share. */
export const REGISTER_TEXTS = {
  date: 'Date',
  month: 'Month',
  campus: 'Campus',
  markAllPresent: 'Mark all present',
  save: 'Save',
  export: 'Export',
  holiday: 'Holiday',
  dailyTab: 'Daily register',
  monthlyTab: 'Monthly summary',
  loadFailed: 'The register could not be loaded.',
  summaryFailed: 'The summary could not be loaded.',
  exportFailed: 'The summary could not be exported. Please try again.',
} as const;

export interface RegisterMark {
  status: AttendanceStatus | null;
  remarks: string;
}

/** One saved mark: the person's id, the status and the trimmed remarks. */
export interface RegisterEntry {
  id: number;
  status: AttendanceStatus;
  remarks: string | null;
}

/**
 * The campus select of university and nation users (campus users take their own campus).
 * `campusId` is undefined for campus users, null until a campus is chosen otherwise.
 */
export function useCampusChoice(label: string = REGISTER_TEXTS.campus) {
  const user = useRowUser();
  const t = kitTexts.useTexts();
  const shown = useCallerTexts();
  const scope = user ? scopeOfRole(user.role) : 'nation';
  const choosesCampus = scope === 'university' || scope === 'nation';
  const rows = useReferenceRows(choosesCampus ? { campusId: '/Campus' } : {});
  const [campusId, setCampusId] = useState<number | null>(null);
  const select = choosesCampus ? (
    <Select
      aria-label={shown(label)}
      placeholder={t(ATTENDANCE_MESSAGES.campusRequired)}
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
  const params: { campusId?: number } = choosesCampus && campusId !== null ? { campusId } : {};
  const hint = ready ? null : <Alert type="info" title={t(ATTENDANCE_MESSAGES.campusRequired)} />;
  return {
    select,
    ready,
    params,
    campusId: choosesCampus ? campusId : undefined,
    /** What a DailyRegister or MonthlySummary of the chosen campus takes: asked once it is known. */
    registerProps: { params, ready, inputs: select, hint },
  };
}

/** The register's day, entered in BS with AD beside it: today by default, never after today in Nepal. */
export function RegisterDateInput({
  value,
  onChange,
}: {
  value: string;
  onChange(date: string): void;
}) {
  const notice = useNotice();
  const t = kitTexts.useTexts();
  const date = t(REGISTER_TEXTS.date);
  return (
    <Space size={8} wrap>
      <span>{date}</span>
      <BsAdDateInput
        value={value}
        max={nepalToday()}
        bsLabel={t('{{label}} (BS)', { label: date })}
        adLabel={t('{{label}} (AD)', { label: date })}
        onAfterMax={() => notice.error(t(ATTENDANCE_MESSAGES.futureDate))}
        onChange={(date) => onChange(date ?? '')}
      />
    </Space>
  );
}

/** The month of a summary (YYYY-MM), up to this month in Nepal. */
export function RegisterMonthInput({
  value,
  onChange,
}: {
  value: string;
  onChange(month: string): void;
}) {
  const t = kitTexts.useTexts();
  return (
    <label>
      {t(REGISTER_TEXTS.month)}{' '}
      <Input
        type="month"
        aria-label={t(REGISTER_TEXTS.month)}
        value={value}
        max={nepalToday().slice(0, 7)}
        style={{ width: 180 }}
        onChange={(event) => onChange(event.target.value)}
      />
    </label>
  );
}

export interface AttendanceRegisterProps<Row extends object> {
  /** The register's people (undefined while loading the first time). */
  rows: readonly Row[] | undefined;
  idOf(row: Row): number;
  nameOf(row: Row): string;
  /** The day's saved mark of a row. */
  markOf(row: Row): RegisterMark;
  /** The columns before the attendance and remarks ones (name, roll number, post...). */
  columns: TableColumnsType<Row>;
  loading: boolean;
  emptyText: ReactNode;
  /** Saves the marked entries; resolves true when saved (the changes on screen are then cleared). */
  onSave(entries: RegisterEntry[]): Promise<boolean>;
}

/**
 * A day's register: a status and remarks per person, "Mark all present" and Save. Changes are
 * kept on screen until saved; remount it (a `key`) when the day or the register changes.
 */
export function AttendanceRegister<Row extends object>({
  rows,
  idOf,
  nameOf,
  markOf,
  columns,
  loading,
  emptyText,
  onSave,
}: AttendanceRegisterProps<Row>) {
  const [edits, setEdits] = useState<Record<number, RegisterMark>>({});
  const [saving, setSaving] = useState(false);
  const t = kitTexts.useTexts();
  const shown = useCallerTexts();
  const marks: Record<number, RegisterMark> = {};
  for (const row of rows ?? []) marks[idOf(row)] = edits[idOf(row)] ?? markOf(row);

  const mark = (id: number, change: Partial<RegisterMark>) =>
    setEdits((previous) => ({
      ...previous,
      [id]: { status: null, remarks: '', ...marks[id], ...previous[id], ...change },
    }));

  async function save() {
    const entries: RegisterEntry[] = [];
    for (const row of rows ?? []) {
      const entry = marks[idOf(row)];
      if (!entry?.status) continue;
      entries.push({ id: idOf(row), status: entry.status, remarks: entry.remarks.trim() || null });
    }
    setSaving(true);
    try {
      if (await onSave(entries)) setEdits({});
    } finally {
      setSaving(false);
    }
  }

  const allColumns: TableColumnsType<Row> = [
    ...columns,
    {
      key: 'status',
      title: t('Attendance'),
      render: (_value, row) => (
        <Radio.Group
          aria-label={t('Attendance of {{name}}', { name: nameOf(row) })}
          value={marks[idOf(row)]?.status ?? null}
          onChange={(event) => {
            // antd hands the chosen option's value untyped; it is one of the statuses offered.
            const status = ATTENDANCE_STATUSES.find((known) => known === event.target.value);
            if (status) mark(idOf(row), { status });
          }}
          options={ATTENDANCE_CHOICES.map((choice) => ({ ...choice, label: shown(choice.label) }))}
        />
      ),
    },
    {
      key: 'remarks',
      title: t('Remarks'),
      render: (_value, row) => (
        <Input
          aria-label={t('Remarks for {{name}}', { name: nameOf(row) })}
          maxLength={200}
          value={marks[idOf(row)]?.remarks ?? ''}
          onChange={(event) => mark(idOf(row), { remarks: event.target.value })}
        />
      ),
    },
  ];
  const anyMarked = Object.values(marks).some((entry) => entry.status !== null);
  return (
    <>
      <Table<Row>
        rowKey={(row) => idOf(row)}
        size="small"
        loading={loading}
        columns={allColumns}
        dataSource={[...(rows ?? [])]}
        pagination={false}
        locale={{ emptyText: typeof emptyText === 'string' ? shown(emptyText) : emptyText }}
      />
      <Space>
        <Button
          disabled={!rows || rows.length === 0}
          onClick={() => {
            for (const row of rows ?? []) mark(idOf(row), { status: 'present' });
          }}
        >
          {t(REGISTER_TEXTS.markAllPresent)}
        </Button>
        <Button type="primary" loading={saving} disabled={!anyMarked} onClick={() => void save()}>
          {t(REGISTER_TEXTS.save)}
        </Button>
      </Space>
    </>
  );
}
