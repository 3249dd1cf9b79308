/** How a student row's values print: as text, and by their reference labels. */
import type { Row } from '../../lib/resource/types';

/** A text or number value as text ('' for anything else). */
export const text = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';

/** The label of a row's reference field (its `labels`), or ''. */
export const labelOf = (row: Row, field: string): string => {
  const labels = row.labels;
  if (typeof labels !== 'object' || labels === null || !(field in labels)) return '';
  const label: unknown = Reflect.get(labels, field);
  return typeof label === 'string' ? label : '';
};
