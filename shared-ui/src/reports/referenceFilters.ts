/**
 * The reference selects of the report filters: each filter's label, the list its choices come
 * from and the row field shown. The student reports and the summary report both take them.
 */
export const REFERENCE_FILTERS = {
  universityId: { label: 'University', path: '/University', labelField: 'name' },
  campusId: { label: 'Campus', path: '/Campus', labelField: 'campusName' },
  provinceId: { label: 'Province', path: '/Province', labelField: 'name' },
  districtId: { label: 'District', path: '/District', labelField: 'name' },
  facultyId: { label: 'Faculty', path: '/Faculty', labelField: 'facultyName' },
  levelId: { label: 'Level', path: '/Level', labelField: 'levelName' },
  programId: { label: 'Program', path: '/ProgramMgmt', labelField: 'programName' },
  batchId: { label: 'Batch', path: '/Batch', labelField: 'batchName' },
} as const;
export type ReferenceFilterName = keyof typeof REFERENCE_FILTERS;

/** The list a reference filter's choices come from, narrowed by the choices made before it. */
export function referenceFilterPath(
  name: ReferenceFilterName,
  chosen: Readonly<Partial<Record<string, string | number | undefined>>>,
): string {
  const { path } = REFERENCE_FILTERS[name];
  if (name === 'campusId' && chosen.universityId)
    return `${path}?universityId=${chosen.universityId}`;
  if (name === 'districtId' && chosen.provinceId) return `${path}?provinceId=${chosen.provinceId}`;
  return path;
}

/** The select options of a reference filter's rows. */
export function referenceOptions(
  name: ReferenceFilterName,
  rows: readonly Record<string, unknown>[] | undefined,
): { value: number; label: string }[] {
  const { labelField } = REFERENCE_FILTERS[name];
  return (rows ?? []).map((row) => ({
    value: Number(row.id),
    label: String(row[labelField] ?? row.id),
  }));
}
