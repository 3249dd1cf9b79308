import {
  Agent,
  createServer,
  request as forward,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';

/** Names the process a request goes to (`A`, `B`); without it the proxy takes turns. */
export const PROCESS_HEADER = 'x-hemis-process';
/** Set on every answer: the process that gave it. */
export const SERVED_BY_HEADER = 'x-hemis-served-by';

export interface ProcessProxy {
  /** The proxy's own address: what users (and the tests) call. */
  baseURL: string;
  /** The processes behind it, by name, as `http://host:port` (set or replaced at any time). */
  processes: Map<string, string>;
  close(): Promise<void>;
}

function body(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

/**
 * A small reverse proxy in front of several API processes, as nginx would be: it overwrites
 * X-Forwarded-For (the processes run with TRUST_PROXY) and takes the processes in turn. A request
 * with PROCESS_HEADER goes to that process only (a check sends one request through A and the next
 * through B); any other request that finds its process gone (refused, reset before an answer) is
 * sent to the next one, so users carry on when a process dies. Bodies are read whole first, so a
 * request can be sent again.
 */
export async function startProxy(): Promise<ProcessProxy> {
  const processes = new Map<string, string>();
  // Kept-alive connections to each process, as nginx's upstream keepalive.
  const agent = new Agent({ keepAlive: true });
  let turn = 0;

  const send = (
    name: string,
    target: string,
    request: IncomingMessage,
    payload: Buffer,
    response: ServerResponse,
  ) =>
    new Promise<boolean>((resolve) => {
      const headers = { ...request.headers };
      delete headers[PROCESS_HEADER];
      headers['x-forwarded-for'] = request.socket.remoteAddress ?? '127.0.0.1';
      headers['x-forwarded-proto'] = 'http';
      const outgoing = forward(
        new URL(request.url ?? '/', target),
        { method: request.method, headers, agent },
        (answer) => {
          response.writeHead(answer.statusCode ?? 502, {
            ...answer.headers,
            [SERVED_BY_HEADER]: name,
          });
          answer.pipe(response);
          answer.on('end', () => resolve(true));
          answer.on('error', () => {
            response.destroy();
            resolve(true);
          });
        },
      );
      // No answer came: the process is gone (or going); the caller tries the next one.
      outgoing.on('error', () => resolve(response.headersSent));
      outgoing.end(payload);
    });

  const server = createServer((request, response) => {
    void (async () => {
      const payload = await body(request);
      const chosen = request.headers[PROCESS_HEADER];
      const names = [...processes.keys()];
      let order: string[];
      if (typeof chosen === 'string') order = [chosen];
      else {
        turn = (turn + 1) % Math.max(1, names.length);
        order = [...names.slice(turn), ...names.slice(0, turn)];
      }
      for (const name of order) {
        const target = processes.get(name);
        if (target && (await send(name, target, request, payload, response))) return;
      }
      response.writeHead(502, { 'content-type': 'text/plain' });
      response.end(`No process answered (${order.join(', ')}).`);
    })().catch(() => response.destroy());
  });
  // Idle client connections are kept as long as nginx keeps them (75 s), not node's 5 s: a test
  // that blocks its event loop for seconds (writing a large workbook) would otherwise send its next
  // request on a connection the proxy closes at that moment, and read ECONNRESET.
  server.keepAliveTimeout = 75_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    baseURL: `http://127.0.0.1:${port}`,
    processes,
    close: () =>
      new Promise((resolve) => {
        agent.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
