import type { ReactNode } from 'react';
import { Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import {
  uploadedFileUrl,
  mayChangeRow,
  ownerScopeOf,
  type KnownRole,
} from '@hemis/shared-contracts';
import type { OptionChoice, ResolvedField, ResourceRow } from './types';
import { isRow, rowLabel } from './row';
import { inDigits, kitTexts } from '../i18n';
import { callerText, formatDate } from '../i18n/format';

/** The choices a choice or integer field offers on this screen. */
export function choicesOf(field: ResolvedField): readonly OptionChoice[] | undefined {
  if (field.override.options) return field.override.options;
  return field.spec.kind === 'choice' ? field.spec.options : undefined;
}

/** Small whole-number ranges (semester 1-12, year 1-6) are picked from a list. */
export function numberChoices(field: ResolvedField): readonly OptionChoice[] | undefined {
  const { spec } = field;
  if (spec.kind !== 'integer' || spec.min === undefined || spec.max === undefined) return undefined;
  if (spec.max - spec.min > 20) return undefined;
  const choices: OptionChoice[] = [];
  for (let value = spec.min; value <= spec.max; value += 1) {
    choices.push({ value, label: String(value) });
  }
  return choices;
}

/** The label of a referenced row, e.g. a program's programName. */
export function referenceLabel(field: ResolvedField, row: ResourceRow | undefined): string {
  if (!row || field.spec.kind !== 'reference') return '';
  if (field.override.optionLabel) return field.override.optionLabel(row);
  const label = row[field.spec.labelField];
  return label === null || label === undefined ? String(row.id) : String(label);
}

/** The row a reference points to: from the loaded choices, else nested in the row (`program`). */
export function referencedRow(
  field: ResolvedField,
  value: unknown,
  choices: readonly ResourceRow[] | undefined,
  row?: Record<string, unknown>,
): ResourceRow | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const found = choices?.find((candidate) => String(candidate.id) === String(value));
  if (found) return found;
  const nested = row?.[field.name.replace(/Id$/, '')];
  return isRow(nested) ? nested : undefined;
}

export const STATUS_TEXT = { active: 'Active', inactive: 'Inactive' } as const;

export function StatusTag({ value }: { value: unknown }) {
  const t = kitTexts.useTexts();
  const active = value === true || value === 'true';
  return (
    <Tag color={active ? 'green' : 'red'}>
      {t(active ? STATUS_TEXT.active : STATUS_TEXT.inactive)}
    </Tag>
  );
}

/**
 * An enumerated value as users read it: its choice's label in the current language (a label is a
 * text), a number in the user's digits (a semester 1-12 offered as a list), else the value as it
 * is (data).
 */
export function choiceText(
  choices: readonly OptionChoice[] | undefined,
  value: unknown,
  empty = '',
): string {
  if (value === null || value === undefined || value === '') return empty;
  const choice = choices?.find((entry) => String(entry.value) === String(value));
  if (!choice) return typeof value === 'number' ? inDigits(String(value)) : String(value);
  return typeof choice.value === 'number' && choice.label === String(choice.value)
    ? inDigits(choice.label)
    : callerText(choice.label);
}

/**
 * A table cell: the override's render, else labels for choices and references (in the current
 * language), tags for status, BS dates with AD beside them and figures in the user's digits.
 */
export function renderCell(
  field: ResolvedField,
  row: ResourceRow,
  choices: readonly ResourceRow[] | undefined,
): ReactNode {
  const value = row[field.name];
  if (field.override.render) return field.override.render(value, row);
  if (field.spec.kind === 'status') return <StatusTag value={value} />;
  if (value === null || value === undefined || value === '') return '';
  switch (field.spec.kind) {
    case 'flag':
      return kitTexts.translate(value ? 'Yes' : 'No');
    case 'reference': {
      // The API names each reference of a row in `labels` (`{ programId: 'BSc CSIT' }`).
      return (
        rowLabel(row, field.name) ??
        (referenceLabel(field, referencedRow(field, value, choices, row)) || String(value))
      );
    }
    case 'date':
      // BS with AD beside it, as everywhere.
      return formatDate(String(value).slice(0, 10));
    case 'choice':
      return choiceText(choicesOf(field), value);
    case 'integer': {
      const choices = choicesOf(field);
      return choices ? choiceText(choices, value) : inDigits(String(value));
    }
    case 'decimal':
      return inDigits(String(value));
    default:
      return String(value);
  }
}

/** A table column showing an uploaded image (a logo) as a thumbnail, for `extraColumns`. */
export function imageColumn(name: string, title: string): TableColumnsType<ResourceRow>[number] {
  return {
    key: name,
    title,
    width: 72,
    render: (_value: unknown, row: ResourceRow) => {
      const file = uploadedFileUrl(row[name]);
      return file ? (
        <img src={file} alt={name} style={{ width: 40, height: 40, objectFit: 'contain' }} />
      ) : null;
    },
  };
}

/**
 * Whether a user may change a row by who owns it, for screens that map their rows' owners
 * themselves (a campus record owns itself): the contracts' ownership rule for rows of the
 * commission, a university or a campus. Rows say their owner by campusId/universityId.
 */
export function ownsRow(
  row: Readonly<Record<string, unknown>>,
  user: { role: KnownRole; campusId: number | null; universityId: number | null } | null,
): boolean {
  return !user || mayChangeRow('hierarchy', row, ownerScopeOf(user));
}
