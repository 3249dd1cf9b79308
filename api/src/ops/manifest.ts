/**
 * A backup's manifest: every table's row count and checksum, every file's size and SHA-256, as
 * the archive holds them; a restore is checked against it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';

export const MANIFEST_FILE = 'manifest.json';
/** The archive's folder of the data folder's files (uploads, the demo signing key). */
export const DATA_FOLDER = 'data';

export interface TableFigures {
  /** schema.name */
  table: string;
  rows: number;
  /**
   * The sum of the first 60 bits of each row's md5 (of the row as text), in hex: the same for
   * the same rows in any order and any physical layout, so a restored copy must give it too.
   */
  checksum: string;
}

export interface FileFigures {
  /** Relative to the data folder, with forward slashes (`uploads/private/x.png`). */
  path: string;
  bytes: number;
  sha256: string;
}

export interface Manifest {
  format: 1;
  createdAt: string;
  database: {
    kind: 'pglite' | 'postgres';
    /** The dump inside the archive. */
    file: string;
    serverVersion: string;
  };
  tables: TableFigures[];
  files: FileFigures[];
}

/** A statement's rows (PGlite, a node-postgres client, the tests' worker). */
export type RunQuery = (sql: string) => Promise<Record<string, unknown>[]>;

/** Row text must not depend on the session: dates, times and numbers as the server's defaults. */
const SESSION_SETTINGS = [
  "set timezone to 'UTC'",
  "set datestyle to 'ISO, YMD'",
  "set intervalstyle to 'postgres'",
  'set extra_float_digits to 1',
  "set bytea_output to 'hex'",
];

const quoteName = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Every table's figures, in schema and name order (the schemas of the app and of migrations). */
export async function tableFiguresOf(query: RunQuery): Promise<TableFigures[]> {
  for (const setting of SESSION_SETTINGS) await query(setting);
  const tables = await query(
    `select n.nspname as schema, c.relname as name
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind = 'r' and n.nspname <> 'information_schema' and n.nspname not like 'pg\\_%'
      order by 1, 2`,
  );
  const figures: TableFigures[] = [];
  for (const { schema, name } of tables) {
    const table = `${String(schema)}.${String(name)}`;
    const [row] = await query(
      `select count(*)::text as rows,
              coalesce(sum(('x' || left(md5(t::text), 15))::bit(60)::bigint::numeric), 0)::text as sum
         from ${quoteName(String(schema))}.${quoteName(String(name))} t`,
    );
    figures.push({
      table,
      rows: Number(row?.rows ?? 0),
      checksum: BigInt(String(row?.sum ?? '0')).toString(16),
    });
  }
  return figures;
}

/** Every file under `root`, by its path relative to `base`, in path order. */
export function fileFiguresOf(base: string, root: string = base): FileFigures[] {
  if (!fs.existsSync(root)) return [];
  const figures: FileFigures[] = [];
  for (const entry of fs.readdirSync(root, { withFileTypes: true })) {
    const full = path.join(root, entry.name);
    if (entry.isDirectory()) figures.push(...fileFiguresOf(base, full));
    else if (entry.isFile()) {
      const data = fs.readFileSync(full);
      figures.push({
        path: path.relative(base, full).split(path.sep).join('/'),
        bytes: data.length,
        sha256: createHash('sha256').update(data).digest('hex'),
      });
    }
  }
  return figures.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

/** What a restored copy says differently from the manifest (nothing when it matches). */
export function differencesFromManifest(
  manifest: Pick<Manifest, 'tables' | 'files'>,
  tables: readonly TableFigures[],
  files: readonly FileFigures[],
): string[] {
  const differences: string[] = [];
  const compare = <T extends object>(
    what: string,
    expected: readonly T[],
    found: readonly T[],
    keyOf: (item: T) => string,
  ) => {
    const foundByKey = new Map(found.map((item) => [keyOf(item), item]));
    for (const item of expected) {
      const key = keyOf(item);
      const other = foundByKey.get(key);
      foundByKey.delete(key);
      if (!other) differences.push(`${what} ${key} is missing`);
      else if (JSON.stringify(other) !== JSON.stringify(item)) {
        differences.push(
          `${what} ${key}: ${JSON.stringify(other)}, the manifest says ${JSON.stringify(item)}`,
        );
      }
    }
    for (const key of foundByKey.keys()) differences.push(`${what} ${key} is not in the manifest`);
  };
  compare('table', manifest.tables, tables, (item) => item.table);
  compare('file', manifest.files, files, (item) => item.path);
  return differences;
}

export interface Totals {
  tables: number;
  rows: number;
  files: number;
  fileBytes: number;
}

export function totalsOf(manifest: Pick<Manifest, 'tables' | 'files'>): Totals {
  return {
    tables: manifest.tables.length,
    rows: manifest.tables.reduce((sum, table) => sum + table.rows, 0),
    files: manifest.files.length,
    fileBytes: manifest.files.reduce((sum, file) => sum + file.bytes, 0),
  };
}
