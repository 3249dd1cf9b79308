/**
 * Reads kept while the tables they come from stand (lib/table-changes): what every request of a
 * kind reads before its real work (fiscal years, a reach's name), asked once until one of those
 * tables changes. When changes are not heard (`versions.live` false) nothing is kept.
 */
import type { TableVersions } from './table-changes';

export class KeptReads {
  private version = Number.NaN;
  private readonly kept = new Map<string, Promise<unknown>>();

  constructor(
    private readonly versions: TableVersions | undefined,
    private readonly tables: readonly string[],
    private readonly maxEntries = 1000,
  ) {}

  /** The kept answer of the read `key`, else `load()`'s (kept unless it fails). */
  read<T>(key: string, load: () => PromiseLike<T>): Promise<T> {
    const versions = this.versions;
    if (!versions?.live) return Promise.resolve(load());
    const now = versions.versionOf(this.tables);
    if (now !== this.version) {
      this.kept.clear();
      this.version = now;
    }
    // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- one map keeps reads of every type; each key is read back with the type it was kept with
    const found = this.kept.get(key) as Promise<T> | undefined;
    if (found) return found;
    if (this.kept.size >= this.maxEntries) this.kept.clear();
    // A query builder is a thenable that runs again on every await: adopt it once, and keep
    // the promise of its one answer.
    const loading = Promise.resolve(load());
    this.kept.set(key, loading);
    loading.catch(() => this.kept.delete(key));
    return loading;
  }
}
