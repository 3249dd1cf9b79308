/**
 * Stored records -> API rows: the contract's fields in order (dates and times as ISO text,
 * absent values as null), each upload as its public name or signed link, and `labels` (the shown
 * value of each reference) when the resource has references; then the resource's rowExtras.
 */
import type { AnyResourceContract, FieldSpec } from '@hemis/shared-contracts';
import type { ReferenceLabels, LabelsByField } from './labels';
import { MAX_SHAPES } from './list-query';
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

/** `fields`: the fields (and uploads) the rows hold besides their keys; all when not given. */
export type ToRows = (records: readonly Row[], fields?: readonly string[]) => Promise<AnyApiRow[]>;

/** How rows of one field set are made: which names, in order, and the object they copy. */
interface RowShape {
  fieldNames: readonly string[];
  uploadNames: readonly string[];
  referenceNames: readonly string[];
  /** Whether the rows carry their times (whole rows only). */
  times: boolean;
  template: Row;
}

export function createRowMapper({ contract, labels, uploads, extras }: RowMapping): ToRows {
  const allReferences = new Set(labels.referenceFields.map(([name]) => name));
  const allUploads = new Set(uploads.fields);
  const shapes = new Map<string, RowShape>();

  function shapeOf(fields: readonly string[] | undefined): RowShape {
    const key = fields ? fields.join(',') : '*';
    const kept = shapes.get(key);
    if (kept) return kept;
    const names = fields ?? [...Object.keys(contract.fields), ...uploads.fields];
    const fieldNames = names.filter((name) => name in contract.fields);
    const uploadNames = names.filter((name) => allUploads.has(name));
    const referenceNames = fieldNames.filter((name) => allReferences.has(name));
    const times = fields === undefined;
    // Every row starts as a copy of one object holding all its keys in order, so rows share one
    // shape (V8 keeps their properties fast: setting 60 keys one by one by name would not).
    const template: Row = { id: null, universityId: null, campusId: null };
    for (const name of [...fieldNames, ...uploadNames]) template[name] = null;
    if (times) {
      template.createdAt = null;
      template.updatedAt = null;
    }
    if (referenceNames.length > 0) template.labels = null;
    const shape = { fieldNames, uploadNames, referenceNames, times, template };
    if (shapes.size < MAX_SHAPES) shapes.set(key, shape);
    return shape;
  }

  function rowOf(record: Row, byField: LabelsByField, shape: RowShape): Row {
    const row: Row = { ...shape.template };
    row.id = record.id;
    row.universityId = plain(record.universityId);
    row.campusId = plain(record.campusId);
    for (const name of shape.fieldNames) row[name] = plain(record[name]);
    for (const name of shape.uploadNames) row[name] = uploads.valueOf(record, name);
    if (shape.times) {
      row.createdAt = plain(record.createdAt);
      row.updatedAt = plain(record.updatedAt);
    }
    if (shape.referenceNames.length > 0) {
      const rowLabels: Record<string, string> = {};
      for (const name of shape.referenceNames) {
        const value = record[name];
        const label = typeof value === 'number' ? byField.get(name)?.get(value) : undefined;
        if (label !== undefined) rowLabels[name] = label;
      }
      row.labels = rowLabels;
    }
    return row;
  }

  return async (records, fields) => {
    const shape = shapeOf(fields);
    const byField = await labels.labelsOf(records);
    const rows = records.map((record) => rowOf(record, byField, shape));
    // Built from the contract's fields above: the rows its rowSchema describes.
    // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- the rows are built from the contract's fields (and rowExtras' schema); TypeScript cannot carry the fields through the mapper
    return (extras ? await extras(rows) : rows) as AnyApiRow[];
  };
}
