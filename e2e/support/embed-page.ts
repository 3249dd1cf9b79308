import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import { E2E_ROOT } from './runtime';

/** The integrator's page (plain HTML with no build) that embed.test.ts opens. */
const EMBED_PAGE = join(E2E_ROOT, '..', 'examples', 'embed', 'index.html');

/**
 * Serves the integrator's page from another origin than the HEMIS server's. Started by the global
 * setup on a port the system gives it, and kept for the whole run: a port only chosen there and
 * listened on when the test comes could be taken meanwhile by one of the run's own connections.
 */
export async function startEmbedPage(): Promise<{ server: Server; origin: string }> {
  const server = createServer((request, response) => {
    // Only the page itself: everything else comes from the HEMIS server.
    if ((request.url ?? '/').split('?')[0] !== '/') {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(readFileSync(EMBED_PAGE));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('The embed page has no port');
  // Idle keep-alive connections must not hold the run open at its end.
  server.unref();
  return { server, origin: `http://127.0.0.1:${address.port}` };
}
