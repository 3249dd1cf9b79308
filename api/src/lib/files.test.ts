// The helpers come first: they stand in for ESM-only modules before the app loads them.
import { createTestApp, tokenFor, withToken, type TestApp } from '../test/helpers';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { InjectOptions } from 'fastify';
import { employeeContract } from '@hemis/shared-contracts';
import { PNG, multipart, postId, teacherBody } from '../domains/employees/test-fixtures';
import { movePersonalFiles, signedFileLink } from './files';

let t: TestApp;
let token = '';
let lecturer = 0;

beforeAll(async () => {
  t = await createTestApp();
  token = await tokenFor(t.app, 'collegeadmin@hemis.test');
  lecturer = await postId(t.db, 'Lecturer');
});
afterAll(async () => {
  await t.close();
});

type Json = Record<string, unknown>;
const call = (options: InjectOptions) => t.app.inject(withToken(token, options));
const anonymous = (url: string) => t.app.inject({ method: 'GET', url });
const PNG_2 = Buffer.concat([PNG, Buffer.from([0])]);

/** A new employee with a photo: its row's signed link and the stored file's name. */
async function employeeWithPhoto(): Promise<{ id: number; link: string; name: string }> {
  const fields = Object.fromEntries(
    Object.entries(teacherBody(lecturer)).map(([name, value]) => [name, String(value)]),
  );
  const response = await call({
    method: 'POST',
    url: '/api/Employee',
    ...multipart(fields, [{ field: 'photo', name: 'me.png', data: PNG, type: 'image/png' }]),
  });
  expect(response.statusCode).toBe(201);
  const row = response.json<Json>();
  const link = String(row.photo);
  return {
    id: Number(row.id),
    link,
    name: new URL(link, 'http://x').searchParams.get('name') ?? '',
  };
}

describe('personal files', () => {
  it('are not served under /uploads/, in any case of the path, nor from the private folder', async () => {
    const { name } = await employeeWithPhoto();
    for (const url of [`/uploads/${name}`, `/Uploads/${name}`, `/uploads/private/${name}`]) {
      expect([url, (await anonymous(url)).statusCode]).toEqual([url, 404]);
    }
  });

  it("are served by the row's signed link, privately cached, to an <img> with no token", async () => {
    const { link } = await employeeWithPhoto();
    const response = await anonymous(link);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['cache-control']).toBe('private, max-age=3600');
    expect(response.headers['content-security-policy']).toContain('sandbox');
    expect(response.rawPayload.equals(PNG)).toBe(true);
    // The record read by id carries a link that works too.
    const id = new URL(link, 'http://x').pathname.split('/')[3];
    const read = await call({ method: 'GET', url: `/api/Employee/${id}` });
    expect((await anonymous(String(read.json<Json>().photo))).statusCode).toBe(200);
  });

  it('refuse a link that was changed, has expired, or names another field or record', async () => {
    const { id, link, name } = await employeeWithPhoto();
    const url = new URL(link, 'http://x');
    const variant = (change: (params: URLSearchParams) => void, pathname = url.pathname) => {
      const params = new URLSearchParams(url.search);
      change(params);
      return `${pathname}?${params.toString()}`;
    };
    const expired = signedFileLink(
      t.config.jwtSecret,
      employeeContract,
      { id, field: 'photo', name },
      Date.now() - 3 * 60 * 60 * 1000,
    );
    for (const bad of [
      variant((params) => params.set('signature', 'A'.repeat(43))),
      variant((params) => params.set('expires', String(Number(params.get('expires')) + 3600000))),
      variant((params) => params.set('name', 'employee-photo-0000000000000000.png')),
      variant(() => undefined, url.pathname.replace(`/${id}/`, `/${id + 1}/`)),
      variant(() => undefined, url.pathname.replace('/photo', '/signature')),
      variant((params) => params.delete('signature')),
      expired,
    ]) {
      const status = (await anonymous(bad)).statusCode;
      expect([bad, status === 404 || status === 400]).toEqual([bad, true]);
    }
  });

  it('are unreachable once replaced (and removed), or once their record is deleted', async () => {
    const { id, link, name } = await employeeWithPhoto();
    const replaced = await call({
      method: 'PATCH',
      url: `/api/Employee/${id}`,
      ...multipart({}, [{ field: 'photo', name: 'new.png', data: PNG_2, type: 'image/png' }]),
    });
    expect(replaced.statusCode).toBe(200);
    expect((await anonymous(link)).statusCode).toBe(404);
    expect(fs.existsSync(path.join(t.dataDir, 'uploads', 'private', name))).toBe(false);
    const current = String(replaced.json<Json>().photo);
    expect((await anonymous(current)).rawPayload.equals(PNG_2)).toBe(true);

    expect((await call({ method: 'DELETE', url: `/api/Employee/${id}` })).statusCode).toBe(200);
    expect((await anonymous(current)).statusCode).toBe(404);
  });

  it('kept in the uploads folder before it had a private one are moved there at start', () => {
    const uploads = fs.mkdtempSync(path.join(os.tmpdir(), 'hemis-uploads-'));
    try {
      fs.writeFileSync(path.join(uploads, 'employee-photo-00112233aabbccdd.png'), PNG);
      fs.writeFileSync(path.join(uploads, 'campus-logo-00112233aabbccdd.png'), PNG);
      fs.mkdirSync(path.join(uploads, 'documents'));
      fs.writeFileSync(path.join(uploads, 'documents', 'employee-0011.pdf'), 'x');
      const personal = (file: string) => file.startsWith('employee-photo-');
      expect(movePersonalFiles(uploads, personal)).toBe(2);
      expect(fs.readdirSync(uploads).sort()).toEqual([
        'campus-logo-00112233aabbccdd.png',
        'private',
      ]);
      expect(fs.readdirSync(path.join(uploads, 'private')).sort()).toEqual([
        'documents',
        'employee-photo-00112233aabbccdd.png',
      ]);
      expect(fs.readdirSync(path.join(uploads, 'private', 'documents'))).toEqual([
        'employee-0011.pdf',
      ]);
      // A second start finds nothing left to move.
      expect(movePersonalFiles(uploads, personal)).toBe(0);
    } finally {
      fs.rmSync(uploads, { recursive: true, force: true });
    }
  });
});

describe('public files', () => {
  it('a campus logo stays public under /uploads/ and /Uploads/', async () => {
    const campus = await call({ method: 'GET', url: '/api/Campus/49' });
    const logo = String(campus.json<Json>().logo);
    expect(logo).not.toMatch(/^\//);
    for (const prefix of ['/uploads/', '/Uploads/']) {
      const response = await anonymous(`${prefix}${logo}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toContain('public');
    }
  });
});
