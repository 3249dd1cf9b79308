/** An object with one entry per key, each value made from its key. */
export function recordOf<const K extends string, V>(
  keys: readonly K[],
  value: (key: K) => V,
): Record<K, V> {
  // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- Object.fromEntries is typed with string keys; each key of `keys` is set here
  return Object.fromEntries(keys.map((key) => [key, value(key)])) as Record<K, V>;
}
