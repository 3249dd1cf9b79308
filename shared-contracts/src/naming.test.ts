import * as contracts from './index';

/** Every text reachable from the contracts' exports (messages, labels, list titles, choices). */
function texts(value: unknown, seen = new Set<unknown>()): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value === 'function' || value === null || typeof value !== 'object') return [];
  if (seen.has(value)) return [];
  seen.add(value);
  return Object.values(value as Record<string, unknown>).flatMap((entry) => texts(entry, seen));
}

describe('one name for Non-Teaching staff', () => {
  it('spells it "Non-Teaching" in every message, label and title', () => {
    const all = texts(contracts);
    // Paths (non-teaching-details) and codes (nonTeaching) are not texts users read.
    const words = all
      .filter((text) => /\s/.test(text))
      .flatMap((text) => text.match(/non[\s-]?teaching/gi) ?? []);
    expect(words.length).toBeGreaterThan(0);
    expect(new Set(words)).toEqual(new Set(['Non-Teaching']));
  });
});
