// The package ships no types; its declaration must reach every program that compiles this file.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./types/bikram-sambat.d.ts" />
import { daysInMonth, toBik_euro, toGreg } from 'bikram-sambat';

/** Nepal Standard Time is UTC+05:45 the whole year (no daylight saving). */
export const NEPAL_UTC_OFFSET_MINUTES = 345;

/**
 * Today's date in Nepal as YYYY-MM-DD, whatever time zone the clock runs in: the calendar of
 * campuses and the commission (a server on UTC would otherwise call the evening's registers
 * "tomorrow").
 */
export function nepalToday(now: Date = new Date()): string {
  return new Date(now.getTime() + NEPAL_UTC_OFFSET_MINUTES * 60_000).toISOString().slice(0, 10);
}

// ---- Bikram Sambat (DESIGN.md section 4: dates are shown and entered in BS with AD alongside) --

const BS_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const pad = (n: number) => String(n).padStart(2, '0');

/** BS YYYY-MM-DD for an AD YYYY-MM-DD, or null when it is not a date the calendar covers. */
export function adToBs(ad: string): string | null {
  const time = /^\d{4}-\d{2}-\d{2}$/.test(ad) ? Date.parse(`${ad}T00:00:00Z`) : NaN;
  // Date.parse rolls 30 February into March; a real day reads back unchanged.
  if (Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== ad) return null;
  try {
    return toBik_euro(ad);
  } catch {
    return null;
  }
}

/** AD YYYY-MM-DD for a BS YYYY-MM-DD, or null when no such BS day exists (or is not covered). */
export function bsToAd(bs: string): string | null {
  const match = BS_DATE.exec(bs);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1) return null;
  try {
    if (day > daysInMonth(year, month)) return null;
    const ad = toGreg(year, month, day);
    return `${ad.year}-${pad(ad.month)}-${pad(ad.day)}`;
  } catch {
    return null;
  }
}

/** This year in Bikram Sambat, on Nepal's calendar. */
export function bsYearToday(now: Date = new Date()): number {
  return Number((adToBs(nepalToday(now)) ?? '').slice(0, 4));
}

/** A text value, or null when it is not given. */
const given = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : null;
/** Not given at all (a value of the wrong type is given, and left for the schema to refuse). */
const absent = (value: unknown): boolean => value === undefined || value === null || value === '';

/**
 * A day kept in both calendars (an AD field and its BS twin): whichever one is given fills the
 * other when it is not given. A value that is no real day is left as it is, for the checks.
 */
export function fillCalendarPair<V extends Readonly<Record<string, unknown>>>(
  values: V,
  adField: string,
  bsField: string,
): V {
  const ad = given(values[adField]);
  const bs = given(values[bsField]);
  if (ad && absent(values[bsField])) {
    const asBs = adToBs(ad);
    return asBs ? { ...values, [bsField]: asBs } : values;
  }
  if (bs && absent(values[adField])) {
    const asAd = bsToAd(bs);
    return asAd ? { ...values, [adField]: asAd } : values;
  }
  return values;
}

/**
 * What is wrong with a day given in both calendars (after fillCalendarPair), or null: a BS day
 * that does not exist, the two naming different days, or a day after today (Nepal's) when
 * `notAfterToday`.
 */
export function calendarPairProblem(
  ad: string | null,
  bs: string | null,
  notAfterToday: boolean,
): 'bsInvalid' | 'disagree' | 'future' | null {
  if (bs && !bsToAd(bs)) return 'bsInvalid';
  if (ad && bs && bsToAd(bs) !== ad) return 'disagree';
  const day = ad ?? (bs ? bsToAd(bs) : null);
  if (notAfterToday && day && day > nepalToday()) return 'future';
  return null;
}

/**
 * A field's label as screens and exports show it: a date is shown (and entered) in BS and AD, so
 * its label does not name one calendar ("Admission Date (AD)" -> "Admission Date").
 */
export function shownLabel(spec: { kind: string; label: string }): string {
  return spec.kind === 'date' ? spec.label.replace(/\s*\(AD\)$/, '') : spec.label;
}

/** "2081-04-01 BS (2024-07-16 AD)": how a date is shown to users. */
export function formatBsAd(ad: string | null | undefined): string {
  if (!ad) return '';
  const bs = adToBs(ad);
  return bs ? `${bs} BS (${ad} AD)` : `${ad} AD`;
}

/**
 * "2081-04-01 BS (2024-07-16 AD) 10:15": a stored moment (a sign-in, a change) as users read it,
 * on Nepal's clock whatever zone the screen or server runs in; '' for none or a bad time.
 */
export function formatBsAdTime(at: string | Date | null | undefined): string {
  if (!at) return '';
  const time = at instanceof Date ? at.getTime() : Date.parse(at);
  if (Number.isNaN(time)) return '';
  const nepal = new Date(time + NEPAL_UTC_OFFSET_MINUTES * 60_000).toISOString();
  return `${formatBsAd(nepal.slice(0, 10))} ${nepal.slice(11, 16)}`;
}

// ---- Fiscal years (Shrawan 1 to the end of Asar, BS) -------------------------------------

/** Shrawan, the fourth BS month, opens the fiscal year. */
const SHRAWAN = 4;
const ASAR = 3;

export interface FiscalYearSpan {
  /** "2083/84". */
  label: string;
  /** AD date of Shrawan 1. */
  startDate: string;
  /** AD date of the last day of Asar. */
  endDate: string;
}

/** The fiscal year that opens on Shrawan 1 of a BS year, or null outside the calendar. */
export function fiscalYearStartingIn(bsYear: number): FiscalYearSpan | null {
  try {
    const startDate = bsToAd(`${bsYear}-${pad(SHRAWAN)}-01`);
    const lastOfAsar = daysInMonth(bsYear + 1, ASAR);
    const endDate = bsToAd(`${bsYear + 1}-${pad(ASAR)}-${pad(lastOfAsar)}`);
    if (!startDate || !endDate) return null;
    return { label: `${bsYear}/${pad((bsYear + 1) % 100)}`, startDate, endDate };
  } catch {
    return null;
  }
}

/** The fiscal year an AD date falls in, or null outside the calendar. */
export function fiscalYearOf(ad: string): FiscalYearSpan | null {
  const match = BS_DATE.exec(adToBs(ad) ?? '');
  if (!match) return null;
  const year = Number(match[1]);
  return fiscalYearStartingIn(Number(match[2]) >= SHRAWAN ? year : year - 1);
}
