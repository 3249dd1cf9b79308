/**
 * Who holds the embedded database. PGlite's data directory is one process's alone (a second
 * PGlite on it would write over the first one's pages), and PGlite has no read-only opening. So
 * the process that holds it, the server or a backup run while no server does, listens on a local
 * socket in the data folder, and answers there with a dump of the database: `npm run backup` asks
 * the running server, and a server that finds the socket answering refuses to start. The socket
 * is reachable only through the file system (mode 0600, in the data folder), so who may ask for
 * a dump is who may read the data folder anyway; nothing listens on the network for it.
 */
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createHash } from 'node:crypto';

/** Beyond this a socket path does not fit (108 bytes on Linux, with its terminating zero). */
const SOCKET_PATH_MAX = 100;
/** A dump of a data folder in demo use takes a second or two; a stuck holder is given this. */
const DUMP_TIMEOUT_MS = 5 * 60 * 1000;

/** The holder's socket: in the data folder, or (a long path) in the temporary folder by its name. */
export function holderSocketPath(dataDir: string): string {
  const inFolder = path.join(dataDir, 'pglite.sock');
  if (inFolder.length <= SOCKET_PATH_MAX) return inFolder;
  const key = createHash('sha256').update(path.resolve(dataDir)).digest('hex').slice(0, 16);
  return path.join(os.tmpdir(), `hemis-${key}.sock`);
}

/** A dump of the database, or null when no process holds the data folder. */
export async function askHolderForDump(dataDir: string): Promise<Uint8Array | null> {
  const socketPath = holderSocketPath(dataDir);
  return new Promise((resolve, reject) => {
    const socket = net.connect(socketPath);
    const chunks: Buffer[] = [];
    let connected = false;
    socket.setTimeout(DUMP_TIMEOUT_MS, () =>
      socket.destroy(new Error(`the process holding ${dataDir} gave no dump in time`)),
    );
    socket.on('connect', () => {
      connected = true;
      // Not end(): the holder answers on this connection, and ends it once the dump is sent.
      socket.write('dump\n');
    });
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', (error: NodeJS.ErrnoException) => {
      // No socket, or one a stopped process left: nobody holds the folder.
      if (!connected && (error.code === 'ENOENT' || error.code === 'ECONNREFUSED')) resolve(null);
      else reject(error);
    });
    socket.on('end', () => {
      try {
        resolve(parseAnswer(Buffer.concat(chunks), dataDir));
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
  });
}

/** The answer: a header line `{"bytes":n}` or `{"error":"..."}`, then the n bytes of the dump. */
function parseAnswer(answer: Buffer, dataDir: string): Uint8Array {
  const newline = answer.indexOf(0x0a);
  if (newline < 0) throw new Error(`the process holding ${dataDir} ended without a dump`);
  const header: { bytes?: number; error?: string } = JSON.parse(
    answer.subarray(0, newline).toString('utf8'),
  );
  if (header.error !== undefined) {
    throw new Error(`the process holding ${dataDir} could not dump it: ${header.error}`);
  }
  const dump = answer.subarray(newline + 1);
  if (dump.length !== header.bytes) {
    throw new Error(
      `the dump from the process holding ${dataDir} is cut short (${dump.length} of ${String(header.bytes)} bytes)`,
    );
  }
  return new Uint8Array(dump.buffer, dump.byteOffset, dump.length);
}

/** Another process holds the data folder. */
export class DataFolderTaken extends Error {}

export interface DataFolderHold {
  /** From now on, answer requests for a dump with `dump`. */
  serveDumps(dump: () => Promise<Uint8Array>): void;
  release(): Promise<void>;
}

/**
 * Takes the data folder for this process, or throws when another process holds it. Until
 * `serveDumps`, a request is answered with an error (the database is not open yet).
 */
export async function holdDataFolder(dataDir: string): Promise<DataFolderHold> {
  fs.mkdirSync(dataDir, { recursive: true });
  const socketPath = holderSocketPath(dataDir);
  if (await someoneListens(socketPath)) {
    throw new DataFolderTaken(
      `Another HEMIS process (a server or a backup) holds the embedded database in ${dataDir}; stop it first, or set HEMIS_DATA_DIR to another folder.`,
    );
  }
  // A socket file left by a process that stopped: nobody answers on it.
  fs.rmSync(socketPath, { force: true });
  let dump: (() => Promise<Uint8Array>) | undefined;
  // Half-open: a client that ends its side after asking still gets the answer.
  const server = net.createServer({ allowHalfOpen: true }, (socket) => {
    socket.on('error', () => undefined);
    let request = '';
    socket.on('data', (chunk: Buffer) => {
      request += chunk.toString('utf8');
      if (!request.includes('\n')) return;
      if (request.trim() !== 'dump') {
        socket.end(`${JSON.stringify({ error: 'unknown request' })}\n`);
        return;
      }
      const taking = dump ? dump() : Promise.reject(new Error('the database is not open yet'));
      taking.then(
        (bytes) => {
          socket.write(`${JSON.stringify({ bytes: bytes.length })}\n`);
          socket.end(bytes);
        },
        (error: unknown) =>
          socket.end(
            `${JSON.stringify({ error: error instanceof Error ? error.message : String(error) })}\n`,
          ),
      );
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    // Only the folder's owner may connect: the socket is created with no access for others.
    const umask = process.umask(0o177);
    try {
      server.listen(socketPath, () => {
        fs.chmodSync(socketPath, 0o600);
        resolve();
      });
    } finally {
      process.umask(umask);
    }
  });
  server.unref();
  return {
    serveDumps(given) {
      dump = given;
    },
    release: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
      }),
  };
}

function someoneListens(socketPath: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(socketPath);
    socket.on('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });
}

/**
 * The server's hold. A data folder where no socket can be made (a file system without them)
 * costs only the backup while the server runs: `warn` says so, and the server starts.
 */
export async function holdDataFolderForServer(
  dataDir: string,
  warn: (message: string) => void,
): Promise<DataFolderHold | null> {
  try {
    return await holdDataFolder(dataDir);
  } catch (error) {
    if (error instanceof DataFolderTaken) throw error;
    warn(
      `No socket in ${dataDir} (${error instanceof Error ? error.message : String(error)}): npm run backup cannot ask this server for its database; stop the server to back it up.`,
    );
    return null;
  }
}
