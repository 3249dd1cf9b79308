// Hosts PGlite databases in a worker thread for the API tests. jest runs test code in a vm
// context whose dynamic import() fails without --experimental-vm-modules, and PGlite imports
// parts of itself dynamically; a worker thread is a plain Node environment where it works.
// Protocol: { id, op, ... } -> { id, result } | { id, error }.
const fs = require('node:fs');
const { parentPort } = require('node:worker_threads');
const { PGlite, types } = require('@electric-sql/pglite');

// Same as drizzle's pglite session: date and time values stay strings, drizzle maps them.
const keep = (value) => value;
const parsers = {
  [types.TIMESTAMP]: keep,
  [types.TIMESTAMPTZ]: keep,
  [types.INTERVAL]: keep,
  [types.DATE]: keep,
};

const instances = new Map();
let nextKey = 1;

// Dumped data directories by file, read once: every app's database of a test file is loaded from
// the same one. PGlite reads a dump through arrayBuffer() and copies each file out of it, so the
// bytes are handed over as they are: a Blob's arrayBuffer() (Node 20) reads them back in small
// chunks and joins them, the better part of a second per database for the template.
const dumps = new Map();
function dumped(file) {
  let dump = dumps.get(file);
  if (!dump) {
    const bytes = new Uint8Array(fs.readFileSync(file));
    dump = { type: 'application/x-tar', arrayBuffer: () => Promise.resolve(bytes.buffer) };
    dumps.set(file, dump);
  }
  return dump;
}

/**
 * The dumped data directory without the log segments other than the current one: after the
 * checkpoint the server needs only that one, and the others (recycled ahead, 16 MB each) are a
 * third of the dump that every test file's database would load.
 */
function withoutSegmentsBut(tar, current) {
  const kept = [];
  const text = (from, length) =>
    Buffer.from(tar.subarray(from, from + length))
      .toString('latin1')
      .replace(/\0.*$/s, '');
  let at = 0;
  while (at + 512 <= tar.length && tar[at] !== 0) {
    const name = text(at + 345, 155) + text(at, 100);
    const size = parseInt(text(at + 124, 12).trim() || '0', 8);
    const end = at + 512 + Math.ceil(size / 512) * 512;
    const segment = /pg_wal\/([0-9A-F]{24})$/.exec(name);
    if (!segment || segment[1] === current) kept.push(tar.subarray(at, end));
    at = end;
  }
  kept.push(new Uint8Array(1024));
  return Buffer.concat(kept);
}

function store(instance) {
  const key = nextKey++;
  instances.set(key, instance);
  return key;
}

function get(key) {
  const instance = instances.get(key);
  if (!instance) throw new Error(`no database ${key}`);
  return instance;
}

async function handle(message) {
  switch (message.op) {
    case 'create': {
      const options = message.from ? { loadDataDir: dumped(message.from) } : {};
      // In a data directory on disk (the backup tests), else in memory.
      if (message.dataDir) fs.mkdirSync(message.dataDir, { recursive: true });
      return store(
        await (message.dataDir ? PGlite.create(message.dataDir, options) : PGlite.create(options)),
      );
    }
    case 'dump': {
      // A checkpoint first: a database loaded from the dump then starts without replaying the log.
      const instance = get(message.key);
      await instance.exec('CHECKPOINT');
      const current = await instance.query('select pg_walfile_name(pg_current_wal_lsn()) as name');
      const blob = await instance.dumpDataDir('none');
      const tar = new Uint8Array(await blob.arrayBuffer());
      fs.writeFileSync(message.to, withoutSegmentsBut(tar, current.rows[0].name));
      return null;
    }
    case 'query': {
      const result = await get(message.key).query(message.sql, message.params, {
        rowMode: message.rowMode,
        parsers,
      });
      return { rows: result.rows, fields: result.fields, affectedRows: result.affectedRows };
    }
    case 'exec':
      await get(message.key).exec(message.sql);
      return null;
    case 'close': {
      const instance = instances.get(message.key);
      instances.delete(message.key);
      if (instance && !instance.closed) await instance.close();
      return null;
    }
    default:
      throw new Error(`unknown op ${message.op}`);
  }
}

parentPort.on('message', (message) => {
  handle(message).then(
    (result) => parentPort.postMessage({ id: message.id, result }),
    (error) =>
      parentPort.postMessage({
        id: message.id,
        error: {
          name: error && error.name,
          message: error && error.message,
          code: error && error.code,
          constraint: error && error.constraint,
          detail: error && error.detail,
        },
      }),
  );
});
