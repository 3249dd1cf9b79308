/** The parts of the `bikram-sambat` calendar package that HEMIS uses (it ships no types). */
declare module 'bikram-sambat' {
  interface CalendarDay {
    year: number;
    month: number;
    day: number;
  }
  /** Days in a BS month; throws outside the years it knows. */
  export function daysInMonth(year: number, month: number): number;
  /** An AD date (YYYY-MM-DD) as BS YYYY-MM-DD; throws outside the years it knows. */
  export function toBik_euro(greg: string): string;
  /** A BS date as AD; throws for a day the month does not have. */
  export function toGreg(year: number, month: number, day: number): CalendarDay;
}
