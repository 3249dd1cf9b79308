/** Reading a posted form and sending pages, JSON and redirects, with the security headers. */
import type http from 'node:http';

/** Largest form body read. */
const MAX_BODY_BYTES = 16 * 1024;

export class HttpProblem extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

const SECURITY_HEADERS = {
  'cache-control': 'no-store',
  'content-security-policy':
    "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; frame-ancestors 'none'",
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'x-robots-tag': 'noindex',
};

export function sendHtml(response: http.ServerResponse, statusCode: number, html: string): void {
  response.writeHead(statusCode, {
    ...SECURITY_HEADERS,
    'content-type': 'text/html; charset=utf-8',
    'content-length': Buffer.byteLength(html),
  });
  response.end(html);
}

export function sendJson(response: http.ServerResponse, statusCode: number, json: string): void {
  response.writeHead(statusCode, {
    ...SECURITY_HEADERS,
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(json),
  });
  response.end(json);
}

export function redirect(response: http.ServerResponse, location: string): void {
  response.writeHead(303, { ...SECURITY_HEADERS, location, 'content-length': 0 });
  response.end();
}

export function readForm(request: http.IncomingMessage): Promise<URLSearchParams> {
  const type = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/x-www-form-urlencoded') {
    request.resume();
    return Promise.reject(new HttpProblem(415, 'The form must be sent as a web form.'));
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let refused = false;
    request.on('data', (chunk: Buffer) => {
      if (refused) return;
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        refused = true;
        reject(new HttpProblem(413, 'The form is too large.'));
        return;
      }
      chunks.push(chunk);
    });
    request.on('end', () => {
      if (!refused) resolve(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
    });
    request.on('error', (error) => {
      if (!refused) reject(error);
    });
  });
}

/** The one value of a form field; a field sent twice counts as missing. */
export function single(form: URLSearchParams, name: string): string {
  const values = form.getAll(name);
  return values.length === 1 ? (values[0] ?? '') : '';
}
