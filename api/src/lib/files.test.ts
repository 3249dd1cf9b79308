// The helpers come first: they stand in for ESM-only modules before the app loads them.
import { createTestApp, tokenFor, withToken } from '../test/helpers';
import { signedInApp } from '../test/signed-in';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { employeeContract } from '@hemis/shared-contracts';
import { documents, employees } from '../db/schema';
import {
  PDF,
  PNG,
  multipart,
  postId,
  seededEmployees,
  teacherBody,
} from '../domains/employees/test-fixtures';
import { movePersonalFiles, signedFileLink } from './files';
import { uploadedImage } from './pdf';

const signedIn = signedInApp(['collegeadmin']);
let lecturer = 0;

beforeAll(async () => {
  lecturer = await postId(signedIn.t.db, 'Lecturer');
});

type Json = Record<string, unknown>;
const call = (options: InjectOptions) => signedIn.call('collegeadmin', options);
const anonymous = (url: string) => signedIn.t.app.inject({ method: 'GET', url });
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
    for (const url of [
      `/uploads/${name}`,
      `/Uploads/${name}`,
      `/uploads/private/${name}`,
      `/uploads/private%2F${name}`,
      `/uploads/x/..%2Fprivate%2F${name}`,
      `/UPLOADS/private/${name}`,
    ]) {
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
      signedIn.t.config.jwtSecret,
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
    expect(fs.existsSync(path.join(signedIn.t.dataDir, 'uploads', 'private', name))).toBe(false);
    const current = String(replaced.json<Json>().photo);
    expect((await anonymous(current)).rawPayload.equals(PNG_2)).toBe(true);

    expect((await call({ method: 'DELETE', url: `/api/Employee/${id}` })).statusCode).toBe(200);
    expect((await anonymous(current)).statusCode).toBe(404);
  });

  it("are kept by an update that does not send them, also when the row's link is sent back", async () => {
    const { id, link, name } = await employeeWithPhoto();
    const asJson = await call({
      method: 'PATCH',
      url: `/api/Employee/${id}`,
      payload: { photo: link, firstName: 'Kept' },
    });
    expect(asJson.statusCode).toBe(200);
    const asForm = await call({
      method: 'PATCH',
      url: `/api/Employee/${id}`,
      ...multipart({ photo: link, firstName: 'Kept Again' }, []),
    });
    expect(asForm.statusCode).toBe(200);
    const [row] = await signedIn.t.db
      // Upload columns are the kit's (by name), not in the table's type.
      .select({ photo: sql<string>`photo`, firstName: employees.firstName })
      .from(employees)
      .where(eq(employees.id, id));
    expect(row).toEqual({ photo: name, firstName: 'Kept Again' });
    expect((await anonymous(String(asForm.json<Json>().photo))).rawPayload.equals(PNG)).toBe(true);
    expect(fs.existsSync(path.join(signedIn.t.dataDir, 'uploads', 'private', name))).toBe(true);
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

describe('an upgrade', () => {
  it("moves the public folder's personal files at start, which then answer only by link", async () => {
    // A data folder as an older version left it: a photo and a document /uploads/ served.
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hemis-upgrade-'));
    const uploads = path.join(dataDir, 'uploads');
    const photo = 'employee-photo-00112233aabbccdd.png';
    const document = 'employee-00112233445566778899aabb.pdf';
    fs.mkdirSync(path.join(uploads, 'documents'), { recursive: true });
    fs.writeFileSync(path.join(uploads, photo), PNG);
    fs.writeFileSync(path.join(uploads, 'documents', document), PDF);
    // A student's photo and signature, and a campus logo that stays public.
    const student = [
      'student-photo-0a0b0c0d0e0f1011.png',
      'student-signature-0a0b0c0d0e0f1011.png',
    ];
    const logo = 'campus-logo-0a0b0c0d0e0f1011.png';
    for (const name of [...student, logo]) fs.writeFileSync(path.join(uploads, name), PNG);
    const old = await createTestApp({ dataDir });
    try {
      for (const name of [photo, ...student]) {
        expect(fs.readdirSync(uploads)).not.toContain(name);
        expect(fs.existsSync(path.join(uploads, 'private', name))).toBe(true);
      }
      expect(fs.existsSync(path.join(uploads, 'documents'))).toBe(false);
      expect(fs.existsSync(path.join(uploads, 'private', 'documents', document))).toBe(true);
      for (const url of [
        `/uploads/${photo}`,
        ...student.map((name) => `/uploads/${name}`),
        `/uploads/documents/${document}`,
      ]) {
        expect([url, (await old.app.inject({ method: 'GET', url })).statusCode]).toEqual([
          url,
          404,
        ]);
      }
      for (const url of [`/uploads/${logo}`, `/Uploads/${logo}`]) {
        expect([url, (await old.app.inject({ method: 'GET', url })).statusCode]).toEqual([
          url,
          200,
        ]);
      }

      // The records that name them still reach them: by link, on a card, as a download.
      const hari = (await seededEmployees(old.db)).get('Hari')?.id ?? 0;
      await old.db.execute(sql`update employees set photo = ${photo} where id = ${hari}`);
      const [kept] = await old.db
        .insert(documents)
        .values({
          entity: 'Employee',
          entityId: hari,
          documentType: 'academic',
          title: 'Old\u202E title',
          fileName: document,
          originalName: 'old\u202Efdp.exe',
          mimeType: 'application/pdf',
          sizeBytes: PDF.length,
        })
        .returning({ id: documents.id });
      const admin = await tokenFor(old.app, 'collegeadmin@hemis.test');
      const read = await old.app.inject(
        withToken(admin, { method: 'GET', url: `/api/Employee/${hari}` }),
      );
      const link = String(read.json<Json>().photo);
      const byLink = await old.app.inject({ method: 'GET', url: link });
      expect(byLink.statusCode).toBe(200);
      expect(byLink.rawPayload.equals(PNG)).toBe(true);
      expect(uploadedImage(old.app.hemis.uploadsDir, link)?.equals(PNG)).toBe(true);
      const download = await old.app.inject(
        withToken(admin, {
          method: 'GET',
          url: `/api/Employee/${hari}/Documents/${kept?.id ?? 0}`,
        }),
      );
      expect(download.statusCode).toBe(200);
      expect(download.headers['content-disposition']).not.toMatch(/\u202e|%E2%80%AE/i);
      // Names and titles kept before hidden controls were stripped read without them.
      const list = await old.app.inject(
        withToken(admin, { method: 'GET', url: `/api/Employee/${hari}/Documents` }),
      );
      expect(JSON.stringify(list.json())).not.toMatch(/\u202e/i);
      expect(list.json<Json[]>()).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ originalName: 'oldfdp.exe', title: 'Old title' }),
        ]),
      );
    } finally {
      await old.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
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
