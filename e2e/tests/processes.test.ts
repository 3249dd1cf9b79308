/**
 * Two API processes of the built app (A and B) on one PostgreSQL database behind a proxy, as a
 * national deployment runs them (issue 31): what one process does holds on the other. Each check
 * sends its requests through the proxy, naming the process (PROCESS_HEADER); the last one kills A
 * mid-import and carries on through B, a signed-in browser too (the minute after which a job's
 * process counts as gone is skipped by making the dead job's heartbeat that old). Needs a
 * PostgreSQL server (HEMIS_TEST_POSTGRES_URL, else DATABASE_URL): skipped without one, failing
 * under CI=true.
 */
import { readFileSync } from 'node:fs';
import { Client } from 'pg';
import { apiCall, apiToken, type ApiTarget } from '../support/api';
import { layoutReady } from '../support/app';
import { browserFixture, signIn } from '../support/browser';
import {
  demoCampusWorkbookFile,
  describeOnPostgres,
  startProcessStack,
  type ProcessStack,
} from '../support/processes';
import { PROCESS_HEADER } from '../support/proxy';
import { E2E_DEMO_PASSWORD } from '../support/runtime';

const ADMIN = 'collegeadmin@hemis.test';
/** Forgot-password requests are limited to 10 per 15 minutes per address; halved here. */
const RATE_LIMIT_FACTOR = 0.5;
const RESET_REQUESTS_ALLOWED = 5;
/** A sign-out, a password or permission change holds on every process within this. */
const EVERY_PROCESS_MS = 1000;
/** Rows of the import killed with A: checked in a few seconds, staged in several batches. */
const IMPORT_ROWS = 4000;
/** How often each process sweeps for jobs a gone process left. */
const JOB_SWEEP_MS = 1000;
/** IMPORT_STALE_MS of the API (import-jobs.ts): a job whose heartbeat is this old is taken over. */
const IMPORT_STALE_S = 60;

let stack: ProcessStack | undefined;

function started(): ProcessStack {
  if (!stack) throw new Error('The two processes did not start (see beforeAll).');
  return stack;
}

/** Requests through the proxy to one process. */
const via = (name: 'A' | 'B'): ApiTarget => ({
  baseURL: started().proxy.baseURL,
  headers: { [PROCESS_HEADER]: name },
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Calls `read` until `done` holds of its answer or `withinMs` passes; the last answer, and when. */
async function until<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  withinMs: number,
): Promise<{ value: T; ms: number }> {
  const began = Date.now();
  for (;;) {
    const value = await read();
    const ms = Date.now() - began;
    if (done(value) || ms >= withinMs) return { value, ms };
    await sleep(25);
  }
}

describeOnPostgres('two API processes on one PostgreSQL database', () => {
  // One Chromium, for the user who carries on when A dies.
  const ui = browserFixture('processes');

  beforeAll(async () => {
    stack = await startProcessStack({
      database: 'hemis_processes_e2e',
      names: ['A', 'B'],
      env: {
        HEMIS_RATE_LIMIT_FACTOR: String(RATE_LIMIT_FACTOR),
        // Stale jobs are looked for every second (default 5 s).
        HEMIS_JOB_SWEEP_MS: String(JOB_SWEEP_MS),
        LOG_LEVEL: 'warn',
      },
    });
  }, 60_000);

  afterAll(async () => {
    await stack?.stop();
  }, 30_000);

  test('a sign-out through A is refused by B within 1 s', async () => {
    const token = await apiToken(ADMIN, E2E_DEMO_PASSWORD, via('A'));
    // B checks the session and keeps the granted check for a while.
    for (let read = 0; read < 2; read += 1) {
      expect((await apiCall(token, 'GET', '/User/Profile', undefined, via('B'))).status).toBe(200);
    }
    const signedOut = await apiCall(token, 'POST', '/User/Logout', undefined, via('A'));
    expect(signedOut.status).toBe(200);
    const onB = await until(
      async () => (await apiCall(token, 'GET', '/User/Profile', undefined, via('B'))).status,
      (status) => status === 401,
      3000,
    );
    expect(onB.value).toBe(401);
    expect(onB.ms).toBeLessThan(EVERY_PROCESS_MS);
  });

  test('a list changed through A is fresh on B', async () => {
    const token = await apiToken(ADMIN, E2E_DEMO_PASSWORD, via('A'));
    const names = async () =>
      (
        (await apiCall(token, 'GET', '/Faculty?pageSize=100', undefined, via('B'))).body as {
          data: { facultyName: string }[];
        }
      ).data.map((row) => row.facultyName);
    const name = `Two Processes ${Date.now().toString().slice(-6)}`;
    // Read twice on B: the second answer comes from what B keeps of the list.
    await names();
    expect(await names()).not.toContain(name);
    const added = await apiCall(
      token,
      'POST',
      '/Faculty',
      { facultyName: name, facultyType: 'general', shortName: 'TP' },
      via('A'),
    );
    expect(added.status).toBe(201);
    const onB = await until(names, (listed) => listed.includes(name), 3000);
    expect(onB.value).toContain(name);
    expect(onB.ms).toBeLessThan(EVERY_PROCESS_MS);
  });

  test('rate limits count requests through both processes together', async () => {
    const statuses: { process: 'A' | 'B'; status: number }[] = [];
    for (let index = 0; index < RESET_REQUESTS_ALLOWED + 3; index += 1) {
      const name = index % 2 === 0 ? 'A' : 'B';
      const target = via(name);
      const response = await fetch(
        `${target.baseURL}/api/User/GetCodeUser?email=${encodeURIComponent('nobody@processes.test')}`,
        { method: 'POST', headers: target.headers },
      );
      statuses.push({ process: name, status: response.status });
    }
    // One count: the first five pass whichever process answers, every later one is refused, by
    // A and by B (each counting alone would let all eight through).
    expect(statuses.filter((sent) => sent.status === 201)).toHaveLength(RESET_REQUESTS_ALLOWED);
    const refused = statuses.slice(RESET_REQUESTS_ALLOWED);
    expect(refused.map((sent) => sent.status)).toEqual(refused.map(() => 429));
    expect(new Set(refused.map((sent) => sent.process))).toEqual(new Set(['A', 'B']));
  });

  test('receipts issued through both at once have gapless numbers', async () => {
    const token = await apiToken(ADMIN, E2E_DEMO_PASSWORD, via('A'));
    const get = async <T>(path: string, name: 'A' | 'B' = 'A') => {
      const answer = await apiCall(token, 'GET', path, undefined, via(name));
      expect(answer.status).toBe(200);
      return answer.body as T;
    };
    const students = await get<{ data: { id: number }[] }>('/Student?pageSize=20');
    const [fee] = await get<{ id: number }[]>('/FeeType');
    if (!fee || students.data.length === 0) throw new Error('no demo student or fee type');
    const first = (await get<{ receiptNo: number }>('/Receipt/GetReceiptNo')).receiptNo;
    const count = 40;
    const issued = await Promise.all(
      Array.from({ length: count }, (_, index) =>
        apiCall(
          token,
          'POST',
          '/Receipt',
          {
            studentId: students.data[index % students.data.length]?.id,
            lines: [{ feeTypeId: fee.id, yearOrSemester: 1, amountPaisa: 100_000 + index }],
            paymentMode: 'cash',
          },
          via(index % 2 === 0 ? 'A' : 'B'),
        ),
      ),
    );
    expect(issued.map((answer) => answer.status)).toEqual(issued.map(() => 201));
    const numbers = issued
      .map((answer) => (answer.body as { receiptNo: number }).receiptNo)
      .sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: count }, (_, index) => first + index));
    expect((await get<{ receiptNo: number }>('/Receipt/GetReceiptNo', 'B')).receiptNo).toBe(
      first + count,
    );
  });

  test('an import A runs when it is killed is ended by B, and a signed-in user carries on', async () => {
    const { proxy, databaseUrl, kill } = started();
    // The user signs in through the proxy while both processes run (requests take turns).
    const page = await ui.newPage({ baseURL: proxy.baseURL });
    await signIn(page, 'CollegeAdmin');
    await layoutReady(page);

    const token = await apiToken(ADMIN, E2E_DEMO_PASSWORD, via('A'));
    const file = readFileSync(demoCampusWorkbookFile(IMPORT_ROWS, 'PROCESSES'));
    const form = new FormData();
    form.append('file', new Blob([file]), 'students.xlsx');
    const target = via('A');
    const sent = await fetch(`${target.baseURL}/api/Student/Import`, {
      method: 'POST',
      headers: { ...target.headers, authorization: `Bearer ${token}` },
      body: form,
    });
    expect(sent.status).toBe(202);
    const { jobId } = (await sent.json()) as { jobId: number };
    const job = async (name: 'A' | 'B') =>
      (await apiCall(token, 'GET', `/Student/Import/${jobId}`, undefined, via(name))).body as {
        status: string;
        processed: number;
        total: number;
      };
    // Killed once A has staged some rows (or after 3 s at most): mid-import.
    await until(
      () => job('A'),
      (running) => running.processed > 0,
      3000,
    );
    await kill('A');

    const client = new Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      // The job's last heartbeat is made a minute old, as if that minute had passed (A is gone:
      // nothing moves it any more); B's sweep, the only one left, then takes the job over. Watched
      // in the database, since B's job route would end the job itself when asked.
      const aged = await client.query(
        `update student_import_jobs set heartbeat_at = now() - make_interval(secs => $2)
          where id = $1 and status in ('running', 'publishing')`,
        [jobId, IMPORT_STALE_S + 1],
      );
      expect(aged.rowCount).toBe(1);
      // The job ends failed (its staged rows deleted after) or done (all revealed): all or
      // nothing, the students are all there or none, and no staged row is left.
      const state = async () =>
        (
          await client.query<{ status: string; staged: number; imported: number }>(
            `select status,
                    (select count(*)::int from students where staged_job_id = $1) as staged,
                    (select count(*)::int from students where staged_job_id is null
                        and deleted_at is null and citizenship_no like 'PROCESSES-CZ-%') as imported
               from student_import_jobs where id = $1`,
            [jobId],
          )
        ).rows[0];
      const swept = await until(
        state,
        (now) => (now?.status === 'failed' || now?.status === 'done') && now.staged === 0,
        JOB_SWEEP_MS * 10,
      );
      if (swept.value?.status !== 'failed' && swept.value?.status !== 'done') {
        throw new Error(
          `B's sweep did not end the import A left within ${swept.ms} ms ` +
            `(still ${swept.value?.status})`,
        );
      }
      expect(swept.value).toEqual({
        status: swept.value.status,
        staged: 0,
        imported: swept.value.status === 'done' ? IMPORT_ROWS : 0,
      });
      expect(await job('B')).toMatchObject({ status: swept.value.status });
    } finally {
      await client.end();
    }

    // The browser's next pages and reads go to B alone now, still signed in.
    const list = page.waitForResponse(
      (response) =>
        new URL(response.url()).pathname.toLowerCase() === '/api/student' &&
        response.status() === 200,
      { timeout: 20_000 },
    );
    await page.goto('/student-management/student-list');
    await list;
    await layoutReady(page);
    expect(new URL(page.url()).pathname).toBe('/student-management/student-list');
  }, 60_000);
});
