import { useState, type ReactNode } from 'react';
import { Select, Space } from 'antd';
import {
  SETUP_PATHS,
  batchContract,
  periodChoicesOf,
  programContract,
  programPeriods,
} from '@hemis/shared-contracts';
import { useApiGet, useCampusChoice, useReferenceRows } from '@hemis/shared-ui';
import { studentsTexts } from '../i18n/texts';

export const CLASS_PICKER_TEXTS = {
  program: 'Program',
  batch: 'Batch',
  yearOrSemester: 'Year/Semester',
  year: 'Year',
  semester: 'Semester',
  chooseClass: 'Choose the program, batch and year or semester',
} as const;

/** A chosen class; campusId only for university and nation users (campus users: their own). */
export interface ClassChoice {
  programId: number;
  batchId: number;
  yearOrSemester: number;
  campusId?: number;
}

interface ProgramShape {
  id: number;
  name: string;
  programType: string | null;
  duration: number | null;
}

/**
 * Campus (for university and nation users), program, batch, then the year or semester: the
 * periods offered follow the program's type (GET /StudentUpgrade/Years or /Semesters, by name)
 * and stop at the program's last one. Gives the selects and the class once all are chosen (else null).
 */
export function useClassPicker(): { picker: ReactNode; choice: ClassChoice | null } {
  const campus = useCampusChoice();
  const t = studentsTexts.useTexts();
  const references = useReferenceRows({
    programId: programContract.path,
    batchId: batchContract.path,
  });
  const [programId, setProgramId] = useState<number | undefined>();
  const [batchId, setBatchId] = useState<number | undefined>();
  const [period, setPeriod] = useState<number | undefined>();

  const programs: ProgramShape[] = (references.programId ?? []).map((row) => ({
    id: row.id,
    name: String(row.programName ?? row.id),
    programType: typeof row.programType === 'string' ? row.programType : null,
    duration: typeof row.duration === 'number' ? row.duration : null,
  }));
  const program = programs.find((row) => row.id === programId);
  const shape = program ? programPeriods(program) : null;
  const periods = useApiGet<unknown[]>(
    shape ? (shape.kind === 'semester' ? SETUP_PATHS.semesters : SETUP_PATHS.years) : null,
  );
  const periodOptions = shape
    ? periodChoicesOf(shape.kind, periods.data ?? []).filter(
        (choice) => choice.value <= shape.periods,
      )
    : [];

  const choice: ClassChoice | null =
    campus.ready && programId !== undefined && batchId !== undefined && period !== undefined
      ? {
          programId,
          batchId,
          yearOrSemester: period,
          ...(campus.campusId ? { campusId: campus.campusId } : {}),
        }
      : null;

  const periodLabel = shape
    ? shape.kind === 'semester'
      ? CLASS_PICKER_TEXTS.semester
      : CLASS_PICKER_TEXTS.year
    : CLASS_PICKER_TEXTS.yearOrSemester;
  const picker = (
    <Space wrap>
      {campus.select}
      <Select
        aria-label={t(CLASS_PICKER_TEXTS.program)}
        placeholder={t(CLASS_PICKER_TEXTS.program)}
        showSearch={{ optionFilterProp: 'label' }}
        style={{ minWidth: 280 }}
        value={programId}
        loading={references.programId === undefined}
        onChange={(value: number) => {
          setProgramId(value);
          setPeriod(undefined);
        }}
        options={programs.map((row) => ({ value: row.id, label: row.name }))}
      />
      <Select
        aria-label={t(CLASS_PICKER_TEXTS.batch)}
        placeholder={t(CLASS_PICKER_TEXTS.batch)}
        showSearch={{ optionFilterProp: 'label' }}
        style={{ minWidth: 160 }}
        value={batchId}
        loading={references.batchId === undefined}
        onChange={(value: number) => setBatchId(value)}
        options={(references.batchId ?? []).map((row) => ({
          value: row.id,
          label: String(row.batchName ?? row.id),
        }))}
      />
      <Select
        aria-label={t(CLASS_PICKER_TEXTS.yearOrSemester)}
        placeholder={t(periodLabel)}
        style={{ minWidth: 160 }}
        disabled={!shape}
        value={period}
        loading={shape !== null && periods.loading}
        onChange={(value: number) => setPeriod(value)}
        options={periodOptions.map((choice) => ({ value: choice.value, label: t(choice.label) }))}
      />
    </Space>
  );
  return { picker, choice };
}
