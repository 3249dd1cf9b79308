/**
 * One row as the API lists it: the contract's fields plus id and the row metadata. At the bottom
 * of the resource kit's types, so the data access (`api.ts`) and the declarations (`types.ts`)
 * both read it without importing each other.
 */
export type ResourceRow = Record<string, unknown> & { id: number };

/** Whether a value is a row (an object with an id). */
export function isRow(value: unknown): value is ResourceRow {
  return typeof value === 'object' && value !== null && 'id' in value;
}

/** The name the API gives a row's reference in its `labels` (`{ programId: 'BSc CSIT' }`). */
export function rowLabel(
  row: Record<string, unknown> | null | undefined,
  field: string,
): string | undefined {
  const labels = row?.labels;
  if (typeof labels !== 'object' || labels === null) return undefined;
  const label: unknown = Reflect.get(labels, field);
  return typeof label === 'string' ? label : undefined;
}
