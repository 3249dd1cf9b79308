// The helpers come first: they stand in for ESM-only modules before the app loads them.
import { createTestApp, type TestApp } from '../test/helpers';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { addressListOf, startProcessMetrics } from '../lib/metrics';

/**
 * /api/metrics: who may read it under each setting, and that what it counts moves: requests by
 * route pattern and status, the database's pool, unfinished imports, mails.
 */

const METRICS = '/api/metrics';
const TOKEN = 'a-scrape-token-of-24-chars';

/** A sample's value in Prometheus text (`name{labels} value`), undefined when absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((row) => row.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

async function scrape(t: TestApp, options: Partial<InjectOptions> = {}): Promise<string> {
  const answer = await t.app.inject({ method: 'GET', url: METRICS, ...options });
  expect(answer.statusCode).toBe(200);
  return answer.body;
}

describe('metrics in demo mode without settings', () => {
  let t: TestApp;
  beforeAll(async () => {
    // What the server's entry starts (one file's observers: they never stop).
    startProcessMetrics();
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers this machine only', async () => {
    const local = await t.app.inject({ method: 'GET', url: METRICS });
    expect(local.statusCode).toBe(200);
    expect(local.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(local.body).toContain('process_cpu_user_seconds_total');
    expect(local.body).toContain('nodejs_eventloop_lag_seconds');
    for (const remoteAddress of ['10.1.2.3', '::ffff:192.168.1.9']) {
      const other = await t.app.inject({ method: 'GET', url: METRICS, remoteAddress });
      expect(other.statusCode).toBe(404);
    }
    const ipv6Loopback = await t.app.inject({ method: 'GET', url: METRICS, remoteAddress: '::1' });
    expect(ipv6Loopback.statusCode).toBe(200);
  });

  it('counts requests by route pattern and status code, with their durations', async () => {
    const series = (status: number) =>
      `hemis_http_requests_total{method="GET",route="/api/Campus/:id",status_code="${status}"}`;
    const before = await scrape(t);
    const counted = (text: string, status: number) => sample(text, series(status)) ?? 0;
    for (const id of [49, 49, 49, 999_999]) {
      await t.app.inject({ method: 'GET', url: `/api/Campus/${id}` });
    }
    await t.app.inject({ method: 'GET', url: '/api/Campus/not-a-number' });
    await t.app.inject({ method: 'GET', url: '/api/No/Such/Route' });
    const after = await scrape(t);
    expect(counted(after, 200) - counted(before, 200)).toBe(3);
    expect(counted(after, 404) - counted(before, 404)).toBe(1);
    expect(counted(after, 400) - counted(before, 400)).toBe(1);
    expect(after).not.toContain('route="/api/Campus/49"');
    expect(
      sample(
        after,
        'hemis_http_requests_total{method="GET",route="(unmatched)",status_code="404"}',
      ),
    ).toBeGreaterThanOrEqual(1);
    const durations = sample(
      after,
      'hemis_http_request_duration_seconds_count{method="GET",route="/api/Campus/:id",status_code="200"}',
    );
    expect(durations).toBe(counted(after, 200));
    // The previous scrape itself is counted too.
    expect(
      sample(after, `hemis_http_requests_total{method="GET",route="${METRICS}",status_code="200"}`),
    ).toBeGreaterThanOrEqual(1);
  });

  it('tells the database, its pool and the unfinished imports', async () => {
    const text = await scrape(t);
    const kind = process.env.DATABASE_URL ? 'postgres' : 'pglite';
    expect(sample(text, `hemis_database_info{kind="${kind}"}`)).toBe(1);
    if (kind === 'postgres') {
      expect(sample(text, 'hemis_db_pool_max_connections')).toBe(4);
      expect(sample(text, 'hemis_db_pool_connections')).toBeGreaterThanOrEqual(1);
      expect(sample(text, 'hemis_db_pool_waiting_queries')).toBe(0);
    } else {
      expect(text).not.toContain('hemis_db_pool_connections');
    }
    expect(sample(text, 'hemis_student_import_jobs{state="running"}')).toBe(0);

    // A job left running by a process that stopped a while ago is stale; a fresh one runs.
    const jobs = async (state: string) =>
      sample(await scrape(t), `hemis_student_import_jobs{state="${state}"}`);
    // Two campuses: one unfinished import per campus at a time.
    await t.db.execute(sql`insert into student_import_jobs (campus_id, status, total, heartbeat_at)
      select id, 'running', 10, now() from campuses where id = 49
      union all
      select min(id), 'publishing', 10, now() - interval '5 minutes' from campuses where id <> 49`);
    expect(await jobs('running')).toBe(1);
    expect(await jobs('publishing')).toBe(0);
    expect(await jobs('stale')).toBe(1);
    await t.db.execute(sql`delete from student_import_jobs where total = 10 and processed = 0`);
  });

  it('counts mails sent and failed', async () => {
    const mails = async () => {
      await t.app.hemis.mailer.idle();
      const text = await scrape(t);
      return {
        sent: sample(text, 'hemis_mails_sent_total') ?? 0,
        failed: sample(text, 'hemis_mails_failed_total') ?? 0,
      };
    };
    const before = await mails();
    t.app.hemis.mailer.send({ to: 'someone@example.org', subject: 'a', text: 'b' });
    expect(await mails()).toEqual({ sent: before.sent + 1, failed: before.failed });
    // The development outbox cannot be written: a file stands where its folder should be.
    const outbox = path.join(t.dataDir, 'outbox');
    fs.rmSync(outbox, { recursive: true, force: true });
    fs.writeFileSync(outbox, '');
    t.app.hemis.mailer.send({ to: 'someone@example.org', subject: 'a', text: 'b' });
    expect(await mails()).toEqual({ sent: before.sent + 1, failed: before.failed + 1 });
    fs.rmSync(outbox);
  });
});

describe('metrics settings', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('production without a setting answers no one', async () => {
    t = await createTestApp({ mode: 'production' });
    const local = await t.app.inject({ method: 'GET', url: METRICS });
    expect(local.statusCode).toBe(404);
  });

  it('asks for the token from an allowed address, and refuses every other address', async () => {
    t = await createTestApp({ metricsToken: TOKEN, metricsAllow: ['10.0.0.0/24', 'fd00::7'] });
    const app = t.app;
    const get = (remoteAddress: string, authorization?: string) =>
      app.inject({
        method: 'GET',
        url: METRICS,
        remoteAddress,
        ...(authorization ? { headers: { authorization } } : {}),
      });
    const missing = await get('10.0.0.9');
    expect(missing.statusCode).toBe(401);
    expect(missing.headers['www-authenticate']).toMatch(/^Bearer/);
    expect((await get('10.0.0.9', 'Bearer not-the-token')).statusCode).toBe(401);
    expect((await get('10.0.0.9', `Basic ${TOKEN}`)).statusCode).toBe(401);
    expect((await get('10.0.0.9', `Bearer ${TOKEN}`)).statusCode).toBe(200);
    expect((await get('fd00::7', `Bearer ${TOKEN}`)).statusCode).toBe(200);
    // Outside the list, even with the token (and from loopback: the list is the whole rule).
    expect((await get('10.0.1.9', `Bearer ${TOKEN}`)).statusCode).toBe(403);
    expect((await get('127.0.0.1', `Bearer ${TOKEN}`)).statusCode).toBe(403);
  });

  it('with a token alone, answers any address that sends it', async () => {
    t = await createTestApp({ mode: 'production', metricsToken: TOKEN });
    const get = (authorization?: string) =>
      t?.app.inject({
        method: 'GET',
        url: METRICS,
        remoteAddress: '203.0.113.5',
        ...(authorization ? { headers: { authorization } } : {}),
      });
    expect((await get())?.statusCode).toBe(401);
    expect((await get(`Bearer ${TOKEN}`))?.statusCode).toBe(200);
  });
});

describe('addressListOf', () => {
  it('matches addresses and CIDRs of both families, IPv4 clients seen through IPv6 too', () => {
    const list = addressListOf(['10.0.0.0/8', '192.168.1.5', '2001:db8::/32']);
    expect(list.has('10.200.3.4')).toBe(true);
    expect(list.has('::ffff:10.1.1.1')).toBe(true);
    expect(list.has('192.168.1.5')).toBe(true);
    expect(list.has('192.168.1.6')).toBe(false);
    expect(list.has('2001:db8:1::9')).toBe(true);
    expect(list.has('2001:db9::1')).toBe(false);
    expect(list.has('not an address')).toBe(false);
  });

  it('names an entry that is neither an address nor a CIDR', () => {
    for (const entry of ['10.0.0.0/33', 'example.org', '10.0.0.1/8/1', '::1/129', '10.0.0.0/']) {
      expect(() => addressListOf([entry])).toThrow(entry);
    }
  });
});
