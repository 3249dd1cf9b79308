import { apiClient, sessionToken } from '@hemis/shared-auth';
import { hasReadAhead, keepReadAhead, takeReadAhead } from './readAheadStore';

function read(path: string): Promise<unknown> {
  return apiClient.get<unknown>(path).then((response) => response.data);
}

/** The session a read belongs to: an answer read for another session is never taken. */
const session = () => sessionToken() ?? '';

/**
 * Starts an API read before the screen that shows it has drawn (a sign-in that lands on the
 * dashboard: on a slow link the call then runs while the layout's code arrives). The screen's
 * `readAhead(path)` within 10 s takes this answer instead of calling again. A read of this session
 * already started (by the lean sign-in screen, as soon as the sign-in answered) is kept, not sent
 * twice.
 */
export function startReadAhead(path: string): void {
  if (!hasReadAhead(path, session())) keepReadAhead(path, session(), read(path));
}

/** The answer at `path`: the one started ahead (once, while fresh), else a new read. */
export function readAhead(path: string): Promise<unknown> {
  return takeReadAhead(path, session()) ?? read(path);
}
