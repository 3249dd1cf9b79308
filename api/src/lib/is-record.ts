/** Whether a value read from outside (a body, a parsed JSON) is a plain object of fields. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A named field of a value read from outside (an error's code, a driver's answer), if any. */
export function fieldOf(value: unknown, name: string): unknown {
  return isRecord(value) ? value[name] : undefined;
}
