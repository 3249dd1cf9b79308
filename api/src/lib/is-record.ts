/** Whether a value read from outside (a body, a parsed JSON) is a plain object of fields. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
