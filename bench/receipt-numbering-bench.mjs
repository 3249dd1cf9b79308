// Receipt numbering under load: 50 clerks of the demo campus issue receipts at once for 30 s
// (BENCH_CLERKS, BENCH_SECONDS) through the built server. Every number must be used once, with
// no gap, although each clerk's receipt takes the campus's next number inside its own
// transaction. Prints receipts per second and the issue latency (p50, p99) on PGlite, and on
// PostgreSQL when BENCH_DATABASE_URL names a server (a fresh database is made and dropped).
// BENCH_SERVER overrides the server bundle.
import pg from 'pg';
import { serverBundle, signIn, startServer, waitFor } from './server-bench-helpers.mjs';

const server = serverBundle();
const clerks = Number(process.env.BENCH_CLERKS ?? 50);
const seconds = Number(process.env.BENCH_SECONDS ?? 30);

function percentile(sorted, fraction) {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? 0;
}

async function json(response) {
  const text = await response.text();
  if (!response.ok) throw new Error(`${response.status} ${text.slice(0, 300)}`);
  return JSON.parse(text);
}

/** One engine's run: the figures, or throws when a number is missing or repeated. */
async function run(engine, env) {
  const { base, stop } = await startServer(server, 'hemis-bench-receipts', env);
  try {
    await waitFor(`${base}/api/health`, 120_000);
    const bearer = await signIn(base);
    const get = (url) => fetch(`${base}/api${url}`, { headers: bearer }).then(json);
    const students = await get('/Student?pageSize=50');
    const studentIds = (students.data ?? []).map((row) => row.id);
    const [tuition] = await get('/FeeType');
    if (studentIds.length === 0 || !tuition) throw new Error('no demo student or fee type');
    const first = (await get('/Receipt/GetReceiptNo')).receiptNo;

    const latencies = [];
    const numbers = [];
    let failures = 0;
    const end = Date.now() + seconds * 1000;
    const clerk = async (index) => {
      let round = 0;
      while (Date.now() < end) {
        const body = {
          studentId: studentIds[(index + round) % studentIds.length],
          lines: [{ feeTypeId: tuition.id, yearOrSemester: 1, amountPaisa: 100_000 + index }],
          paymentMode: 'cash',
        };
        round += 1;
        const started = performance.now();
        const response = await fetch(`${base}/api/Receipt`, {
          method: 'POST',
          headers: { ...bearer, 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
        const answer = await response.json();
        latencies.push(performance.now() - started);
        if (response.status === 201) numbers.push(answer.receiptNo);
        else failures += 1;
      }
    };
    const began = performance.now();
    await Promise.all(Array.from({ length: clerks }, (_, index) => clerk(index)));
    const elapsed = (performance.now() - began) / 1000;

    const sorted = [...numbers].sort((a, b) => a - b);
    const unique = new Set(sorted).size === sorted.length;
    const gapless = sorted.every((value, index) => value === first + index);
    const next = (await get('/Receipt/GetReceiptNo')).receiptNo;
    if (!unique || !gapless || next !== first + sorted.length) {
      throw new Error(`${engine}: numbers are not gapless and unique`);
    }
    latencies.sort((a, b) => a - b);
    return {
      engine,
      receipts: sorted.length,
      failures,
      perSecond: Math.round((sorted.length / elapsed) * 10) / 10,
      p50: Math.round(percentile(latencies, 0.5)),
      p99: Math.round(percentile(latencies, 0.99)),
      numbers: `${first}..${first + sorted.length - 1}`,
    };
  } finally {
    await stop();
  }
}

const results = [await run('PGlite', {})];
const pgUrl = process.env.BENCH_DATABASE_URL;
if (pgUrl) {
  const name = `hemis_bench_receipts_${Date.now()}`;
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  try {
    const url = new URL(pgUrl);
    url.pathname = `/${name}`;
    results.push(await run('PostgreSQL', { DATABASE_URL: url.toString() }));
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

console.log(`\nReceipt numbering: ${clerks} clerks of one campus issuing for ${seconds} s\n`);
console.log(
  '| engine | receipts | refused | receipts/s | p50 ms | p99 ms | numbers | gapless, unique |',
);
console.log('|---|---:|---:|---:|---:|---:|---|---|');
for (const row of results) {
  console.log(
    `| ${row.engine} | ${row.receipts} | ${row.failures} | ${row.perSecond} | ${row.p50} | ${row.p99} | ${row.numbers} | yes |`,
  );
}
if (!pgUrl) console.log('(PostgreSQL: set BENCH_DATABASE_URL to a server to run it there too.)');
console.log(JSON.stringify({ bench: 'receipt-numbering', clerks, seconds, results }));
