import {
  ACCOUNT_STATUS_CHOICES,
  GENDER_CHOICES,
  type AccountStatus,
  type UserAccount,
} from '@hemis/shared-contracts';
import { formatDateTime } from '@hemis/shared-ui';

/** An account's status as the screens name it. */
// Object.fromEntries is typed with string keys; the entries name every status.
// eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- Object.fromEntries keys are typed string
export const STATUS_LABELS = Object.fromEntries(
  ACCOUNT_STATUS_CHOICES.map((choice) => [choice.value, choice.label]),
) as Record<AccountStatus, string>;

/** A stored time as the screens show it. */
export function formatTime(value: string | null): string {
  return formatDateTime(value);
}

export function accountName(account: Pick<UserAccount, 'firstName' | 'middleName' | 'lastName'>) {
  return [account.firstName, account.middleName, account.lastName]
    .filter((part) => part && part.trim() !== '')
    .join(' ');
}

/** One changed field of an account's history entry, as the History view shows it. */
export interface FieldChange {
  field: string;
  old: string;
  new: string;
}

const FIELD_LABELS: Readonly<Record<string, string>> = {
  email: 'Email',
  firstName: 'First Name',
  middleName: 'Middle Name',
  lastName: 'Last Name',
  phoneNumber: 'Phone Number',
  gender: 'Gender',
  role: 'Role',
  status: 'Status',
  universityId: 'University',
  campusId: 'Campus',
  employeeId: 'Employee',
  mustChangePassword: 'Must change password',
  granted: 'Granted permissions',
  revoked: 'Revoked permissions',
};

/** Puts a fixed text of the product into the screen's language (English as it is by default). */
export type Words = (text: string) => string;
const asIs: Words = (text) => text;

/** A history field's name: its label, else its key in words. */
function labelOf(key: string, t: Words): string {
  const label = FIELD_LABELS[key];
  return label ? t(label) : inWords(key);
}

/** "account-created" or "mustChangePassword" in words: "Account created", "Must change password". */
export function inWords(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The names of the values of enumerated fields: "Male", not "male". */
const VALUE_LABELS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  gender: Object.fromEntries(GENDER_CHOICES.map((choice) => [choice.value, choice.label])),
  status: STATUS_LABELS,
};

function shown(value: unknown, t: Words, key?: string): string {
  if (value === null || value === undefined || value === '') return '-';
  const named = key && typeof value === 'string' ? VALUE_LABELS[key]?.[value] : undefined;
  if (named) return t(named);
  if (typeof value === 'boolean') return value ? t('Yes') : t('No');
  if (Array.isArray(value))
    return value.length === 0 ? '-' : value.map((entry) => shown(entry, t)).join(', ');
  if (typeof value === 'object') {
    return Object.entries(value)
      .map(([key, entry]) => `${labelOf(key, t)}: ${shown(entry, t, key)}`)
      .join('; ');
  }
  return String(value);
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The fields an entry changed, old and new value side by side: from the audit log's
 * `{ before, after }` detail (fields that kept their value left out), or, for a detail of another
 * shape, each of its values as new. Labels and named values are put through `t` (the screen's
 * language); the values themselves are data.
 */
export function fieldChanges(
  detail: Record<string, unknown> | null,
  t: Words = asIs,
): FieldChange[] {
  if (!detail) return [];
  const label = (key: string) => labelOf(key, t);
  if ('before' in detail || 'after' in detail) {
    const before = isRecord(detail.before) ? detail.before : {};
    const after = isRecord(detail.after) ? detail.after : {};
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
    return keys
      .map((key) => ({
        field: label(key),
        old: shown(before[key], t, key),
        new: shown(after[key], t, key),
      }))
      .filter((change) => change.old !== change.new);
  }
  return Object.entries(detail).map(([key, value]) => ({
    field: label(key),
    old: '-',
    new: shown(value, t, key),
  }));
}
