import { KeptReads } from './kept-reads';
import { TableVersions } from './table-changes';

describe('reads kept while their tables stand', () => {
  it('answers a read again from what it kept until one of its tables changes', async () => {
    const versions = new TableVersions();
    const kept = new KeptReads(versions, ['fiscal_years']);
    let loads = 0;
    const load = async () => (loads += 1);
    expect(await kept.read('a', load)).toBe(1);
    expect(await kept.read('a', load)).toBe(1);
    versions.changed('students');
    expect(await kept.read('a', load)).toBe(1);
    versions.changed('fiscal_years');
    expect(await kept.read('a', load)).toBe(2);
    versions.changedAll();
    expect(await kept.read('a', load)).toBe(3);
  });

  it('runs a query builder (a thenable run on each await) once for every read it answers', async () => {
    const versions = new TableVersions();
    const kept = new KeptReads(versions, ['fiscal_years']);
    let runs = 0;
    const builder = (): PromiseLike<number> => ({
      then: (onDone, onFailed) => Promise.resolve((runs += 1)).then(onDone, onFailed),
    });
    expect(await kept.read('years', builder)).toBe(1);
    expect(await kept.read('years', builder)).toBe(1);
    expect(await kept.read('years', builder)).toBe(1);
    expect(runs).toBe(1);
  });

  it('keeps nothing while changes are not heard, nor a read that failed', async () => {
    const versions = new TableVersions();
    const kept = new KeptReads(versions, ['fiscal_years']);
    let loads = 0;
    await expect(kept.read('a', () => Promise.reject(new Error('refused')))).rejects.toThrow();
    expect(await kept.read('a', async () => (loads += 1))).toBe(1);
    versions.live = false;
    expect(await kept.read('a', async () => (loads += 1))).toBe(2);
    expect(await kept.read('a', async () => (loads += 1))).toBe(3);
  });
});
