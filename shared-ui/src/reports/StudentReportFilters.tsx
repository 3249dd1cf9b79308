import { useState, type ReactNode } from 'react';
import { Select, Space } from 'antd';
import { STUDENT_STATUSES, scopeOfRole, type StudentReportQuery } from '@hemis/shared-contracts';
import { useRowUser } from '../resource/rowUser';
import { useReferenceRows } from '../resource/useResourceList';

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

/** The reference filters: their label, list and the row field shown. */
const REFERENCE_FILTERS: readonly {
  name: FilterName;
  label: string;
  path: string;
  labelField: string;
}[] = [
  {
    name: 'universityId',
    label: STUDENT_REPORT_FILTER_TEXTS.university,
    path: '/University',
    labelField: 'name',
  },
  {
    name: 'campusId',
    label: STUDENT_REPORT_FILTER_TEXTS.campus,
    path: '/Campus',
    labelField: 'campusName',
  },
  {
    name: 'facultyId',
    label: STUDENT_REPORT_FILTER_TEXTS.faculty,
    path: '/Faculty',
    labelField: 'facultyName',
  },
  {
    name: 'levelId',
    label: STUDENT_REPORT_FILTER_TEXTS.level,
    path: '/Level',
    labelField: 'levelName',
  },
  {
    name: 'programId',
    label: STUDENT_REPORT_FILTER_TEXTS.program,
    path: '/ProgramMgmt',
    labelField: 'programName',
  },
  {
    name: 'batchId',
    label: STUDENT_REPORT_FILTER_TEXTS.batch,
    path: '/Batch',
    labelField: 'batchName',
  },
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
  const scope = user ? scopeOfRole(user.role) : 'nation';
  const [chosen, setChosen] = useState<Partial<Record<FilterName, number>>>({});
  const [status, setStatus] = useState<string | undefined>('active');
  const shown = REFERENCE_FILTERS.filter(
    (filter) =>
      (filter.name !== 'universityId' || scope === 'nation') &&
      (filter.name !== 'campusId' || scope === 'nation' || scope === 'university'),
  );
  const references: Record<string, string> = {};
  for (const filter of shown) {
    references[filter.name] =
      filter.name === 'campusId' && chosen.universityId
        ? `/Campus?universityId=${chosen.universityId}`
        : filter.path;
  }
  const rows = useReferenceRows(references);

  const query: StudentReportParams = {};
  for (const [name, value] of Object.entries(chosen)) if (value) query[name] = value;
  if (status) query.status = status;

  const filters = (
    <Space wrap>
      {shown.map((filter) => (
        <Select
          key={filter.name}
          allowClear
          aria-label={filter.label}
          placeholder={filter.label}
          showSearch={{ optionFilterProp: 'label' }}
          style={{ minWidth: 200 }}
          value={chosen[filter.name]}
          loading={rows[filter.name] === undefined}
          onChange={(value?: number) =>
            setChosen((previous) => ({
              ...previous,
              [filter.name]: value ?? undefined,
              // Another university's campus no longer applies.
              ...(filter.name === 'universityId' ? { campusId: undefined } : {}),
            }))
          }
          options={(rows[filter.name] ?? []).map((row) => ({
            value: row.id,
            label: String(row[filter.labelField] ?? row.id),
          }))}
        />
      ))}
      <Select
        allowClear
        aria-label={STUDENT_REPORT_FILTER_TEXTS.status}
        placeholder={STUDENT_REPORT_FILTER_TEXTS.status}
        style={{ minWidth: 160 }}
        value={status}
        onChange={(value?: string) => setStatus(value ?? undefined)}
        options={STUDENT_STATUSES.map((choice) => ({ value: choice.value, label: choice.label }))}
      />
    </Space>
  );
  return { filters, query };
}
