import { PERSISTED_SESSION_SLICE, storedCopyHasUser } from './storage';

const copy = (session: unknown) =>
  JSON.stringify({ [PERSISTED_SESSION_SLICE]: JSON.stringify(session), _persist: '{}' });

describe("the stored session's reader", () => {
  it("finds a signed-in user in redux-persist's copy, and none in an empty or signed-out one", () => {
    expect(storedCopyHasUser(copy({ currentUser: { id: 1 } }), PERSISTED_SESSION_SLICE)).toBe(true);
    expect(storedCopyHasUser(copy({ currentUser: null }), PERSISTED_SESSION_SLICE)).toBe(false);
    expect(storedCopyHasUser(copy({}), PERSISTED_SESSION_SLICE)).toBe(false);
    expect(storedCopyHasUser(JSON.stringify({}), PERSISTED_SESSION_SLICE)).toBe(false);
    expect(storedCopyHasUser(null, PERSISTED_SESSION_SLICE)).toBe(false);
    expect(storedCopyHasUser('', PERSISTED_SESSION_SLICE)).toBe(false);
  });

  it('throws on a copy it cannot read, for each caller to count its own way', () => {
    expect(() => storedCopyHasUser('{not json', PERSISTED_SESSION_SLICE)).toThrow();
    expect(() => storedCopyHasUser('null', PERSISTED_SESSION_SLICE)).toThrow();
    expect(() =>
      storedCopyHasUser(JSON.stringify({ user: '{not json' }), PERSISTED_SESSION_SLICE),
    ).toThrow();
  });

  it('names nothing outside itself, so its source runs on its own inside a page', () => {
    const inPage = new Function(
      'stored',
      `return (${storedCopyHasUser.toString()})(stored, ${JSON.stringify(PERSISTED_SESSION_SLICE)});`,
    ) as (stored: string | null) => boolean;
    expect(inPage(copy({ currentUser: { id: 1 } }))).toBe(true);
    expect(inPage(copy({ currentUser: null }))).toBe(false);
  });
});
