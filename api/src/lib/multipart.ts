/**
 * Multipart bodies for a route plugin: @fastify/multipart with the given options, and an error
 * handler that answers 400 when a broken multipart stream fails inside the parser, before any
 * handler ran (that is bad input, not a server fault).
 */
import fastifyMultipart, {
  type FastifyMultipartAttachFieldsToBodyOptions,
} from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fieldOf } from './is-record';
import { MESSAGES } from '@hemis/shared-contracts';
import { pgErrorCode } from './errors';
import { errorHandler, send } from '../plugins/errors';

export async function registerMultipart(
  app: FastifyInstance,
  options: FastifyMultipartAttachFieldsToBodyOptions,
): Promise<void> {
  const reachedHandler = new WeakSet<FastifyRequest>();
  app.addHook('preHandler', async (request) => {
    reachedHandler.add(request);
  });
  app.setErrorHandler(function multipartAware(error: Error, request, reply) {
    const statusCode = fieldOf(error, 'statusCode');
    if (
      !reachedHandler.has(request) &&
      request.isMultipart() &&
      typeof statusCode !== 'number' &&
      !pgErrorCode(error)
    ) {
      return send(reply, 400, MESSAGES.http.badRequest);
    }
    return errorHandler.call(this, error, request, reply);
  });
  await app.register(fastifyMultipart, options);
}

/**
 * Multipart bodies of a few fields and one file of at most `maxBytes` (a file just over the
 * limit is read one byte past it, so it is refused by size with a field message, not cut off).
 */
export function registerOneFileMultipart(app: FastifyInstance, maxBytes: number): Promise<void> {
  return registerMultipart(app, {
    attachFieldsToBody: true,
    throwFileSizeLimit: false,
    limits: { fields: 10, fieldSize: 10_000, files: 1, parts: 12, fileSize: maxBytes + 1 },
  });
}
