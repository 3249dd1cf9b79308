import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { loginPayload, sendSignIn, trimmedSignIn } from './signInCall';

interface Received {
  method?: string;
  url?: string;
  type?: string;
  body: unknown;
}

/** A real HTTP server answering every call with `status` and `body` (a string is sent as is). */
async function server(status: number, body: unknown) {
  const received: Received[] = [];
  const listener = http.createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    request.on('end', () => {
      received.push({
        method: request.method,
        url: request.url,
        type: request.headers['content-type'],
        body: JSON.parse(text) as unknown,
      });
      response.statusCode = status;
      if (typeof body !== 'string') response.setHeader('content-type', 'application/json');
      response.end(typeof body === 'string' ? body : JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
  const { port } = listener.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}/api`,
    received,
    close: () => new Promise<void>((resolve) => listener.close(() => resolve())),
  };
}

describe('the sign-in call without axios', () => {
  it('trims the fields and sends nothing for an empty one', () => {
    expect(trimmedSignIn({ email: ' a@b.np ', password: ' x ' })).toEqual({
      email: 'a@b.np',
      password: 'x',
    });
    expect(trimmedSignIn({ email: ' ', password: 'x' })).toBeNull();
    expect(trimmedSignIn({ email: 'a@b.np', password: '  ' })).toBeNull();
  });

  it('posts the login payload as JSON and answers with the status and the parsed body', async () => {
    const api = await server(200, { tokenString: 'token-abc' });
    try {
      const sent = sendSignIn({ email: 'a@b.np', password: 'Hemis@2026' }, api.base);
      expect(sent).toMatchObject({ email: 'a@b.np', password: 'Hemis@2026' });
      await expect(sent.answer).resolves.toEqual({
        status: 200,
        data: { tokenString: 'token-abc' },
      });
      expect(api.received).toEqual([
        {
          method: 'POST',
          url: '/api/User/Login',
          type: 'application/json',
          body: loginPayload({ email: 'a@b.np', password: 'Hemis@2026' }),
        },
      ]);
    } finally {
      await api.close();
    }
  });

  it('answers a refusal with its status, and a body that is not JSON as its text', async () => {
    const refused = await server(401, { message: 'no' });
    const broken = await server(502, 'Bad Gateway');
    try {
      const fields = { email: 'a@b.np', password: 'x' };
      await expect(sendSignIn(fields, refused.base).answer).resolves.toEqual({
        status: 401,
        data: { message: 'no' },
      });
      await expect(sendSignIn(fields, broken.base).answer).resolves.toEqual({
        status: 502,
        data: 'Bad Gateway',
      });
    } finally {
      await refused.close();
      await broken.close();
    }
  });

  it('rejects its answer when nothing answers', async () => {
    const gone = await server(200, {});
    await gone.close();
    await expect(
      sendSignIn({ email: 'a@b.np', password: 'x' }, gone.base).answer,
    ).rejects.toThrow();
  });
});
