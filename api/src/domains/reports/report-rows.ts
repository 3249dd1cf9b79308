/** A section's rows as the database counts them, and as the report answers them (pure). */
import { type ReportRow } from '@hemis/shared-contracts';

export interface RawRow {
  key: string | number | null;
  group: string;
  series: string | null;
  male: number;
  female: number;
  other: number;
  total: number;
  appeared?: number;
  passed?: number;
  granted?: number | string;
  released?: number | string;
}

export const round = (value: number, places: number) =>
  Math.round(value * 10 ** places) / 10 ** places;

export function reportRow(raw: RawRow): ReportRow {
  const row: ReportRow = {
    key: raw.key,
    group: raw.group,
    male: Number(raw.male),
    female: Number(raw.female),
    other: Number(raw.other),
    total: Number(raw.total),
  };
  if (raw.series !== null) row.series = raw.series;
  if (raw.granted !== undefined) {
    row.granted = Number(raw.granted);
    row.released = Number(raw.released ?? 0);
  }
  if (raw.appeared !== undefined) {
    row.appeared = Number(raw.appeared);
    row.passed = Number(raw.passed ?? 0);
    row.passRate = row.appeared > 0 ? round((row.passed / row.appeared) * 100, 2) : null;
  }
  return row;
}

export function totalRow(rows: readonly ReportRow[]): ReportRow {
  const sum = (pick: (row: ReportRow) => number | undefined) =>
    rows.reduce((total, row) => total + (pick(row) ?? 0), 0);
  return {
    key: null,
    group: 'Total',
    male: sum((row) => row.male),
    female: sum((row) => row.female),
    other: sum((row) => row.other),
    total: sum((row) => row.total),
  };
}
