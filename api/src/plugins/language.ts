/**
 * Answers in the caller's language: an error's message and its field messages (and a success's
 * `message`) are translated by the request's Accept-Language before they are serialized. The
 * routes keep writing the contracts' English; this is the one place that translates.
 */
import type { FastifyInstance } from 'fastify';
import { isRecord } from '../lib/is-record';
import { messageIn, requestLanguage } from '../lib/language';

function translated(payload: Record<string, unknown>, language: 'ne'): Record<string, unknown> {
  const out: Record<string, unknown> = { ...payload };
  if (typeof payload.message === 'string') out.message = messageIn(language, payload.message);
  const fields = payload.fields;
  if (fields && typeof fields === 'object' && !Array.isArray(fields)) {
    out.fields = Object.fromEntries(
      Object.entries(fields).map(([name, text]) => [
        name,
        typeof text === 'string' ? messageIn(language, text) : text,
      ]),
    );
  }
  return out;
}

export function registerLanguage(app: FastifyInstance): void {
  app.addHook('preSerialization', async (request, _reply, payload: unknown) => {
    if (!payload || !isRecord(payload)) return payload;
    if (!('message' in payload) && !('fields' in payload)) return payload;
    const language = requestLanguage(request.headers);
    return language === 'ne' ? translated(payload, language) : payload;
  });
}
