// Trial balance benchmark: starts the built server (api/dist/server.js) on a temporary data
// folder and a free port, and as the demo CollegeAdmin enters, checks and approves journal
// vouchers of 500 lines each through the API until the demo campus's active fiscal year holds
// BENCH_VOUCHER_LINES (default 100,000) approved lines, spread over every ledger of the chart.
// Then times GET /api/AccountReport/TrialBalance BENCH_REPEAT (default 7) times (after one
// warm-up) and prints the median. Goal: 300 ms on PGlite. BENCH_SERVER overrides the bundle.
import {
  apiCaller,
  serverBundle,
  signIn,
  startServer,
  timed,
  waitFor,
} from './server-bench-helpers.mjs';

const server = serverBundle();
const lines = Number(process.env.BENCH_VOUCHER_LINES ?? 100_000);
const repeat = Number(process.env.BENCH_REPEAT ?? 7);
const LINES_PER_VOUCHER = 500;
const GOAL_MS = 300;

const { base, stop } = await startServer(server, 'hemis-bench-trial-balance');

const call = apiCaller(base);

try {
  await waitFor(`${base}/api/health`, 60_000);
  const bearer = await signIn(base);
  const years = await call(bearer, 'GET', '/FiscalYear/GetFiscalYearsForSelection');
  const year = years.find((row) => row.isActive);
  const chart = await call(bearer, 'GET', '/AccountChart');
  const ledgers = chart.flatMap((group) =>
    group.subGroups.flatMap((subGroup) => subGroup.ledgers.map((ledger) => ledger.id)),
  );
  const startMs = Date.parse(`${year.startDate}T00:00:00Z`);

  const seeded = performance.now();
  const vouchers = Math.ceil(lines / LINES_PER_VOUCHER);
  for (let voucher = 0; voucher < vouchers; voucher += 1) {
    // Pairs of lines of one amount, debit then credit, each on another ledger: balanced.
    const body = {
      voucherType: 'journal',
      dateAd: new Date(startMs + (voucher % 300) * 86_400_000).toISOString().slice(0, 10),
      narration: `Benchmark voucher ${voucher + 1}`,
      lines: Array.from({ length: LINES_PER_VOUCHER }, (_, index) => {
        const amount = 100 + ((voucher * 31 + Math.floor(index / 2) * 17) % 100_000);
        const ledgerId = ledgers[(voucher * 7 + index * 3) % ledgers.length];
        return index % 2 === 0
          ? { ledgerId, debitPaisa: amount, creditPaisa: 0 }
          : { ledgerId, debitPaisa: 0, creditPaisa: amount };
      }),
    };
    const created = await call(bearer, 'POST', '/AccountVoucher', body);
    await call(bearer, 'POST', `/AccountVoucher/${created.id}/Check`);
    await call(bearer, 'POST', `/AccountVoucher/${created.id}/Approve`);
  }
  const seedSeconds = Math.round((performance.now() - seeded) / 1000);

  const query = `/AccountReport/TrialBalance?fiscalYearId=${year.id}`;
  await call(bearer, 'GET', query);
  const report = await timed(repeat, () => call(bearer, 'GET', query));
  const tb = report.result;
  if (tb.totalDebitPaisa !== tb.totalCreditPaisa) throw new Error('the trial balance is unequal');

  console.log(
    `\nTrial balance benchmark: ${(vouchers * LINES_PER_VOUCHER).toLocaleString('en')} approved ` +
      `lines of ${vouchers} vouchers (entered in ${seedSeconds} s), ${tb.rows.length} ledgers; ` +
      `median of ${repeat}\n`,
  );
  console.log('| step | ms | goal ms | |');
  console.log('|---|---:|---:|---|');
  console.log(
    `| GET /api/AccountReport/TrialBalance | ${report.ms} | ${GOAL_MS} | ${report.ms <= GOAL_MS ? 'met' : 'MISSED'} |`,
  );
  console.log(
    JSON.stringify({
      bench: 'trial-balance',
      lines: vouchers * LINES_PER_VOUCHER,
      ms: report.ms,
    }),
  );
  if (report.ms > GOAL_MS) process.exitCode = 1;
} finally {
  await stop();
}
