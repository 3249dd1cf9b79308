import zlib from 'node:zlib';
import type { FastifyCompressOptions } from '@fastify/compress';

/**
 * How the API's answers travel compressed: JSON (lists, reports, the home's charts), CSV and SVG
 * of 1 KB or more, brotli first, for a browser that accepts it. Many campuses work on a slow link,
 * where a list's JSON shrinks to a fifth. Brotli at quality 4 costs the server little per answer;
 * PDFs and workbooks are compressed already and go as they are.
 */
export const API_COMPRESSION: FastifyCompressOptions = {
  global: true,
  threshold: 1024,
  encodings: ['br', 'gzip'],
  customTypes: /^(application\/json|text\/csv|image\/svg\+xml)\b/,
  brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  zlibOptions: { level: 6 },
};
