import { useState } from 'react';

export interface Keyed<T> {
  /** The value's JSON text. */
  key: string;
  value: T;
}

/**
 * A value kept, with its JSON text, for as long as that text stays the same: an effect depends on
 * it (not on an object built afresh at every render, which would run it every time) and reads the
 * very value it stands for.
 */
export function useKeyed<T>(value: T): Keyed<T> {
  const key = JSON.stringify(value);
  const [kept, setKept] = useState<Keyed<T>>(() => ({ key, value }));
  if (kept.key === key) return kept;
  // A new text: kept from now on (React renders again at once with it).
  const next = { key, value };
  setKept(next);
  return next;
}
