/** A small in-memory cache: entries expire after `ttlMs`; past `maxEntries` it starts over. */
export class TtlCache<K, V> {
  private readonly entries = new Map<K, { at: number; value: V }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
  ) {}

  get(key: K): { value: V } | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    if (Date.now() - hit.at >= this.ttlMs) {
      this.entries.delete(key);
      return undefined;
    }
    return { value: hit.value };
  }

  set(key: K, value: V): void {
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    this.entries.set(key, { at: Date.now(), value });
  }

  delete(key: K): void {
    this.entries.delete(key);
  }
}
