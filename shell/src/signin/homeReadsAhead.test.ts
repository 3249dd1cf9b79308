import { SESSION_SLICE, apiClient, attachSessionStore } from '@hemis/shared-auth';
import type { SignInAnswer } from '@hemis/shared-auth/src/signInCall';
import { API_PATHS, DASHBOARD_FIGURES_PATH, dashboardChartsPath } from '@hemis/shared-contracts';
import { readAhead, startReadAhead } from '@hemis/shared-ui/src/home/prefetchedReads';
import { forgetReadsAhead } from '@hemis/shared-ui/src/home/readAheadStore';
import { readHomeAheadOnSignIn } from './homeReadsAhead';

/** The lean sign-in screen's reads of the dashboard, started as soon as the sign-in answers. */
describe('the dashboard read ahead at a lean sign-in', () => {
  const fetched: { url: string; authorization: string | undefined }[] = [];
  const answers = new Map<string, { status: number; body: unknown }>();
  const fetchMock = jest.fn((url: string, init: { headers: Record<string, string> }) => {
    fetched.push({ url, authorization: init.headers.Authorization });
    const answer = answers.get(url) ?? { status: 404, body: null };
    return Promise.resolve({
      ok: answer.status < 300,
      status: answer.status,
      json: () => Promise.resolve(answer.body),
    });
  });
  let apiGet: jest.SpyInstance;

  /** The full app's session, once it has taken over the sign-in (or another one). */
  const sessionOf = (tokenString: string) =>
    attachSessionStore({
      getState: () => ({ [SESSION_SLICE]: { currentUser: { tokenString } } }) as never,
      dispatch: () => undefined,
    });

  beforeEach(() => {
    forgetReadsAhead();
    sessionOf('token-1');
    fetched.length = 0;
    answers.clear();
    Object.defineProperty(globalThis, 'fetch', { value: fetchMock, configurable: true });
    apiGet = jest
      .spyOn(apiClient, 'get')
      .mockImplementation((path: string) => Promise.resolve({ data: { sentAgain: path } }));
  });
  afterEach(() => {
    apiGet.mockRestore();
    attachSessionStore(null);
    Reflect.deleteProperty(globalThis, 'fetch');
  });

  const signedIn = (user: Record<string, unknown>): Promise<SignInAnswer> =>
    Promise.resolve({ status: 200, data: { tokenString: 'token-1', ...user } });
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('reads the counts, the figure cards and the charts with the new token; the screens take those answers', async () => {
    // Away from a browser's window the charts are drawn for a wider screen than a phone.
    const charts = dashboardChartsPath(560);
    answers.set(`/api${API_PATHS.dashboardCounts}`, { status: 200, body: { students: 62 } });
    answers.set(`/api${DASHBOARD_FIGURES_PATH}`, { status: 200, body: { reachName: 'Nepal' } });
    answers.set(`/api${charts}`, { status: 200, body: { drawings: {} } });
    readHomeAheadOnSignIn(
      signedIn({ role: 'UgcAdmin', permissions: ['report:view', 'student:view'] }),
      '',
    );
    await settle();
    expect(fetched).toEqual([
      { url: `/api${API_PATHS.dashboardCounts}`, authorization: 'Bearer token-1' },
      { url: `/api${DASHBOARD_FIGURES_PATH}`, authorization: 'Bearer token-1' },
      { url: `/api${charts}`, authorization: 'Bearer token-1' },
    ]);
    // The full app's own read ahead at sign-in keeps them rather than sending them again.
    startReadAhead(API_PATHS.dashboardCounts);
    startReadAhead(DASHBOARD_FIGURES_PATH);
    startReadAhead(charts);
    await expect(readAhead(API_PATHS.dashboardCounts)).resolves.toEqual({ students: 62 });
    await expect(readAhead(DASHBOARD_FIGURES_PATH)).resolves.toEqual({ reachName: 'Nepal' });
    await expect(readAhead(charts)).resolves.toEqual({ drawings: {} });
    expect(apiGet).not.toHaveBeenCalled();
    // Taken once: a later read is a new one.
    await expect(readAhead(DASHBOARD_FIGURES_PATH)).resolves.toEqual({
      sentAgain: DASHBOARD_FIGURES_PATH,
    });
  });

  it('gives no other session the answers read ahead', async () => {
    answers.set(`/api${API_PATHS.dashboardCounts}`, { status: 200, body: { students: 62 } });
    readHomeAheadOnSignIn(signedIn({ role: 'CollegeAdmin', permissions: [] }), '');
    await settle();
    sessionOf('token-2');
    await expect(readAhead(API_PATHS.dashboardCounts)).resolves.toEqual({
      sentAgain: API_PATHS.dashboardCounts,
    });
  });

  it('reads no figure cards for a user who does not read reports', async () => {
    readHomeAheadOnSignIn(signedIn({ role: 'CollegeUser', permissions: ['student:view'] }), '');
    await settle();
    expect(fetched.map((call) => call.url)).toEqual([`/api${API_PATHS.dashboardCounts}`]);
    await expect(readAhead(API_PATHS.dashboardCounts)).rejects.toThrow('answered 404');
  });

  it('reads nothing for a student, a sign-in bound elsewhere, or a refused sign-in', async () => {
    readHomeAheadOnSignIn(signedIn({ role: 'Student', permissions: ['report:view'] }), '');
    readHomeAheadOnSignIn(
      signedIn({ role: 'UgcAdmin', permissions: ['report:view'] }),
      '?redirect=%2Fstudent-management%2Fhome',
    );
    readHomeAheadOnSignIn(Promise.resolve({ status: 401, data: { message: 'No' } }), '');
    readHomeAheadOnSignIn(Promise.reject(new Error('offline')), '');
    await settle();
    expect(fetched).toEqual([]);
  });
});
