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
