import { useState, type ReactNode } from 'react';
import { Select, Space } from 'antd';
import { STUDENT_STATUSES, scopeOfRole, type StudentReportQuery } from '@hemis/shared-contracts';
import { useRowUser } from '../resource/rowUser';
import { useReferenceRows } from '../resource/useResourceList';
import { REFERENCE_FILTERS, referenceFilterPath, referenceOptions } from './referenceFilters';
import { kitTexts } from '../i18n';
import { useCallerTexts } from '../i18n/format';

export const STUDENT_REPORT_FILTER_TEXTS = {
  university: 'University',
  campus: 'Campus',
  faculty: 'Faculty',
  level: 'Level',
  program: 'Program',
  batch: 'Batch',
  status: 'Status',
} as const;

type FilterName = Exclude<keyof StudentReportQuery, 'status'>;

/** The reference filters, in the order they show. */
const REFERENCE_FILTER_NAMES: readonly FilterName[] = [
  'universityId',
  'campusId',
  'facultyId',
  'levelId',
  'programId',
  'batchId',
];

/** The query the student report routes take (numbers and the status, nothing empty). */
export type StudentReportParams = Record<string, string | number>;

/**
 * The student reports' filters (studentReportQuerySchema): university for nation users, campus
 * for nation and university users (campus users see their own campus), then faculty, level,
 * program, batch and status. Active students by default: the current enrolment.
 */
export function useStudentReportFilters(): { filters: ReactNode; query: StudentReportParams } {
  const user = useRowUser();
  const t = kitTexts.useTexts();
  const said = useCallerTexts();
  const scope = user ? scopeOfRole(user.role) : 'nation';
  const [chosen, setChosen] = useState<Partial<Record<FilterName, number>>>({});
  const [status, setStatus] = useState<string | undefined>('active');
  const shown = REFERENCE_FILTER_NAMES.filter(
    (name) =>
      (name !== 'universityId' || scope === 'nation') &&
      (name !== 'campusId' || scope === 'nation' || scope === 'university'),
  );
  const references: Record<string, string> = {};
  for (const name of shown) references[name] = referenceFilterPath(name, chosen);
  const rows = useReferenceRows(references);

  const query: StudentReportParams = {};
  for (const [name, value] of Object.entries(chosen)) if (value) query[name] = value;
  if (status) query.status = status;

  const filters = (
    <Space wrap>
      {shown.map((name) => (
        <Select
          key={name}
          allowClear
          aria-label={t(REFERENCE_FILTERS[name].label)}
          placeholder={t(REFERENCE_FILTERS[name].label)}
          showSearch={{ optionFilterProp: 'label' }}
          style={{ minWidth: 200 }}
          value={chosen[name]}
          loading={rows[name] === undefined}
          onChange={(value?: number) =>
            setChosen((previous) => ({
              ...previous,
              [name]: value ?? undefined,
              // Another university's campus no longer applies.
              ...(name === 'universityId' ? { campusId: undefined } : {}),
            }))
          }
          options={referenceOptions(name, rows[name])}
        />
      ))}
      <Select
        allowClear
        aria-label={t(STUDENT_REPORT_FILTER_TEXTS.status)}
        placeholder={t(STUDENT_REPORT_FILTER_TEXTS.status)}
        style={{ minWidth: 160 }}
        value={status}
        onChange={(value?: string) => setStatus(value ?? undefined)}
        options={STUDENT_STATUSES.map((choice) => ({
          value: choice.value,
          label: said(choice.label),
        }))}
      />
    </Space>
  );
  return { filters, query };
}
