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
// the same one.
const dumps = new Map();
function dumped(file) {
  let blob = dumps.get(file);
  if (!blob) {
    blob = new Blob([fs.readFileSync(file)]);
    dumps.set(file, blob);
  }
  return blob;
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
    case 'create':
      return store(await PGlite.create(message.from ? { loadDataDir: dumped(message.from) } : {}));
    case 'dump': {
      // A checkpoint first: a database loaded from the dump then starts without replaying the log.
      await get(message.key).exec('CHECKPOINT');
      const blob = await get(message.key).dumpDataDir('none');
      fs.writeFileSync(message.to, new Uint8Array(await blob.arrayBuffer()));
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
