/**
 * What /api/metrics tells Prometheus. Each app has its own registry (tests build many apps in one
 * process); the process's own figures (CPU, memory, event loop, GC) come from one registry per
 * process, which the server's entry starts (`startProcessMetrics`): prom-client's default
 * metrics start observers that never stop, which would hold every test file's modules in memory
 * had each app started them.
 */
import { BlockList, isIP } from 'node:net';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/** Which addresses and CIDRs HEMIS_METRICS_ALLOW names, for `request.ip`. */
export interface AddressList {
  has(address: string): boolean;
}

/**
 * HEMIS_METRICS_ALLOW: comma-separated addresses (`10.0.0.5`, `::1`) or CIDRs (`10.0.0.0/24`,
 * `fd00::/8`). Throws on an entry that is neither, naming it.
 */
export function addressListOf(entries: readonly string[]): AddressList {
  const blocks = new BlockList();
  for (const entry of entries) {
    const [address = '', prefix, ...rest] = entry.split('/');
    const family = isIP(address);
    const bits = family === 4 ? 32 : 128;
    const prefixLength = prefix === undefined ? bits : Number(prefix);
    if (
      family === 0 ||
      rest.length > 0 ||
      (prefix !== undefined && !/^\d{1,3}$/.test(prefix)) ||
      prefixLength > bits
    ) {
      throw new Error(
        `HEMIS_METRICS_ALLOW: "${entry}" is not an address or a CIDR (write e.g. 10.0.0.5, 10.0.0.0/24 or fd00::/8)`,
      );
    }
    const type = family === 4 ? 'ipv4' : 'ipv6';
    if (prefixLength === bits) blocks.addAddress(address, type);
    else blocks.addSubnet(address, prefixLength, type);
  }
  return {
    has(address) {
      // A server listening on :: sees IPv4 clients as ::ffff:a.b.c.d.
      const plain = address.startsWith('::ffff:') ? address.slice(7) : address;
      const family = isIP(plain);
      return family !== 0 && blocks.check(plain, family === 4 ? 'ipv4' : 'ipv6');
    },
  };
}

/** The connections of a node-postgres pool (PGlite is one in-process connection: none). */
export interface PoolUse {
  total: number;
  idle: number;
  waiting: number;
  max: number;
}

/** Student import jobs by state (a stale one has no process behind it any more). */
export interface ImportJobCounts {
  running: number;
  publishing: number;
  stale: number;
}

export interface MetricsSources {
  databaseKind: 'pglite' | 'postgres';
  poolUse?: () => PoolUse;
  importJobs: () => Promise<ImportJobCounts>;
  /** Told when a figure cannot be read at a scrape (the rest is still answered). */
  onCollectError: (error: unknown) => void;
}

let processRegistry: Registry | undefined;

/** Starts the process's figures (prom-client's default metrics), once per process. */
export function startProcessMetrics(): void {
  if (processRegistry) return;
  processRegistry = new Registry();
  collectDefaultMetrics({ register: processRegistry });
}

/** A request's route label when no route matched (a 404): raw URLs would be unbounded. */
export const UNMATCHED_ROUTE = '(unmatched)';

export class AppMetrics {
  readonly registry = new Registry();
  readonly contentType = this.registry.contentType;

  private readonly requests = new Counter({
    name: 'hemis_http_requests_total',
    help: 'Requests answered, by method, route pattern and status code.',
    labelNames: ['method', 'route', 'status_code'] as const,
    registers: [this.registry],
  });

  private readonly durations = new Histogram({
    name: 'hemis_http_request_duration_seconds',
    help: 'Time from a request received to its answer sent, by method, route pattern and status code.',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });

  readonly mailsSent = new Counter({
    name: 'hemis_mails_sent_total',
    help: 'Mails handed to the SMTP server (or written to the development outbox).',
    registers: [this.registry],
  });

  readonly mailsFailed = new Counter({
    name: 'hemis_mails_failed_total',
    help: 'Mails that could not be sent.',
    registers: [this.registry],
  });

  constructor(sources: MetricsSources) {
    new Gauge({
      name: 'hemis_database_info',
      help: 'The database this process uses: kind is pglite (embedded) or postgres.',
      labelNames: ['kind'] as const,
      registers: [this.registry],
    }).set({ kind: sources.databaseKind }, 1);

    const { poolUse } = sources;
    if (poolUse) {
      const poolGauge = (name: string, help: string, read: (use: PoolUse) => number) =>
        new Gauge({
          name,
          help,
          registers: [this.registry],
          collect() {
            this.set(read(poolUse()));
          },
        });
      poolGauge(
        'hemis_db_pool_connections',
        'Connections the pool holds open.',
        (use) => use.total,
      );
      poolGauge(
        'hemis_db_pool_idle_connections',
        'Open connections not in use.',
        (use) => use.idle,
      );
      poolGauge(
        'hemis_db_pool_waiting_queries',
        'Queries waiting for a free connection.',
        (use) => use.waiting,
      );
      poolGauge(
        'hemis_db_pool_max_connections',
        'The most connections the pool opens.',
        (use) => use.max,
      );
    }

    new Gauge({
      name: 'hemis_student_import_jobs',
      help: 'Unfinished student imports: running (staging rows), publishing (revealing them), stale (no heartbeat for a minute: no process behind it).',
      labelNames: ['state'] as const,
      registers: [this.registry],
      async collect() {
        try {
          const counts = await sources.importJobs();
          for (const state of ['running', 'publishing', 'stale'] as const) {
            this.set({ state }, counts[state]);
          }
        } catch (error) {
          // An unreadable figure is left out of this scrape rather than failing it.
          this.reset();
          sources.onCollectError(error);
        }
      },
    });
  }

  /** Counts one answered request (`seconds` from received to answered). */
  observeRequest(method: string, route: string, statusCode: number, seconds: number): void {
    const labels = { method, route, status_code: statusCode };
    this.requests.inc(labels);
    this.durations.observe(labels, seconds);
  }

  /** The Prometheus text of the process's and this app's metrics. */
  async text(): Promise<string> {
    const [ofProcess, ofApp] = await Promise.all([
      processRegistry?.metrics() ?? '',
      this.registry.metrics(),
    ]);
    return ofProcess ? `${ofProcess}\n${ofApp}` : ofApp;
  }
}
