/**
 * Stored records -> API rows: the contract's fields in order (dates and times as ISO text,
 * absent values as null), each upload as its public name or signed link, and `labels` (the shown
 * value of each reference) when the resource has references; then the resource's rowExtras.
 */
import type { AnyResourceContract, FieldSpec } from '@hemis/shared-contracts';
import type { ReferenceLabels, LabelsByField } from './labels';
import type { ResourceUploads } from './uploads';
import type { ApiRow, Row } from './types';

/** An API row of a contract whose fields are not known here. */
export type AnyApiRow = ApiRow<Record<string, FieldSpec>>;

/** A stored value as an API value: times as ISO text, undefined as null. */
export function plain(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  return value === undefined ? null : value;
}

export function sameValue(a: unknown, b: unknown): boolean {
  return plain(a) === plain(b);
}

export interface RowMapping {
  contract: AnyResourceContract;
  labels: ReferenceLabels;
  uploads: Pick<ResourceUploads, 'fields' | 'valueOf'>;
  extras?: (rows: Row[]) => Row[] | Promise<Row[]>;
}

export type ToRows = (records: readonly Row[], labels?: LabelsByField) => Promise<AnyApiRow[]>;

export function createRowMapper({ contract, labels, uploads, extras }: RowMapping): ToRows {
  const fieldNames = Object.keys(contract.fields);
  const referenceNames = labels.referenceFields.map(([name]) => name);
  const uploadNames = uploads.fields;

  // Every row starts as a copy of one object holding all its keys in order, so rows share one
  // shape (V8 keeps their properties fast: setting 60 keys one by one by name would not).
  const keys: Row = { id: null, universityId: null, campusId: null };
  for (const name of [...fieldNames, ...uploadNames, 'createdAt', 'updatedAt']) keys[name] = null;
  if (referenceNames.length > 0) keys.labels = null;
  const template: Row = { ...keys };

  function rowOf(record: Row, byField: LabelsByField): Row {
    const row: Row = { ...template };
    row.id = record.id;
    row.universityId = plain(record.universityId);
    row.campusId = plain(record.campusId);
    for (const name of fieldNames) row[name] = plain(record[name]);
    for (const name of uploadNames) row[name] = uploads.valueOf(record, name);
    row.createdAt = plain(record.createdAt);
    row.updatedAt = plain(record.updatedAt);
    if (referenceNames.length > 0) {
      const rowLabels: Record<string, string> = {};
      for (const name of referenceNames) {
        const value = record[name];
        const label = typeof value === 'number' ? byField.get(name)?.get(value) : undefined;
        if (label !== undefined) rowLabels[name] = label;
      }
      row.labels = rowLabels;
    }
    return row;
  }

  return async (records, known) => {
    const byField = known ?? (await labels.labelsOf(records));
    const rows = records.map((record) => rowOf(record, byField));
    // Built from the contract's fields above: the rows its rowSchema describes.
    return (extras ? await extras(rows) : rows) as AnyApiRow[];
  };
}
