// The helpers come first: they stand in for ESM-only modules before the app loads them.
import { signedInApp } from '../test/signed-in';
import fs from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { DOCUMENT_MAX_BYTES, DOCUMENT_MESSAGES } from '@hemis/shared-contracts';
import { auditLog, documents } from '../db/schema';
import { PDF, PNG, multipart, seededEmployees } from '../domains/employees/test-fixtures';
import { attachmentHeader } from './documents';
import { sniffDocument } from './resource/input';

const signedIn = signedInApp(['collegeadmin']);
let hari = 0;
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70, 0]);

beforeAll(async () => {
  hari = (await seededEmployees(signedIn.t.db)).get('Hari')?.id ?? 0;
});

type Json = Record<string, unknown>;
const call = (options: InjectOptions) => signedIn.call('collegeadmin', options);
const documentsDir = () => path.join(signedIn.t.dataDir, 'uploads', 'private', 'documents');

function upload(
  fields: Record<string, string>,
  file?: { name: string; data: Buffer; type: string },
  method: 'POST' | 'PUT' = 'POST',
  documentId?: number,
) {
  const body = multipart(fields, file ? [{ field: 'file', ...file }] : []);
  return call({
    method,
    url: `/api/Employee/${hari}/Documents${documentId ? `/${documentId}` : ''}`,
    payload: body.payload,
    headers: body.headers,
  });
}

const documentCount = async () =>
  (await signedIn.t.db.select().from(documents).where(eq(documents.entityId, hari))).length;

describe('file checks', () => {
  it('knows PDF, PNG and JPEG by their first bytes, nothing else', () => {
    expect(sniffDocument(PDF)?.mimeType).toBe('application/pdf');
    expect(sniffDocument(PNG)?.mimeType).toBe('image/png');
    expect(sniffDocument(JPEG)?.mimeType).toBe('image/jpeg');
    expect(sniffDocument(Buffer.from('<html>%PDF-'))).toBeNull();
    expect(sniffDocument(Buffer.from('RIFF....WEBPVP8 '))).toBeNull();
  });

  it('quotes the original name safely in content-disposition', () => {
    expect(attachmentHeader('a"b\\c.pdf')).toBe(
      `attachment; filename="a_b_c.pdf"; filename*=UTF-8''a%22b%5Cc.pdf`,
    );
    expect(attachmentHeader('नागरिकता.pdf')).toMatch(
      /^attachment; filename="_+\.pdf"; filename\*=UTF-8''%E0/,
    );
  });
});

describe('employee documents', () => {
  it('uploads, lists, downloads, replaces and deletes a document, with audit entries', async () => {
    const created = await upload(
      { documentType: 'citizenship', title: 'Citizenship front' },
      { name: 'my citizenship.pdf', data: PDF, type: 'application/pdf' },
    );
    expect(created.statusCode).toBe(201);
    const row = created.json<Json>();
    expect(row).toMatchObject({
      documentType: 'citizenship',
      title: 'Citizenship front',
      originalName: 'my citizenship.pdf',
      mimeType: 'application/pdf',
      sizeBytes: PDF.length,
      uploadedBy: expect.any(String),
    });
    const id = Number(row.id);
    const [stored] = await signedIn.t.db.select().from(documents).where(eq(documents.id, id));
    expect(stored).toMatchObject({ entity: 'Employee', entityId: hari, campusId: 49 });
    const firstFile = path.join(documentsDir(), stored?.fileName ?? '');
    expect(fs.readFileSync(firstFile)).toEqual(PDF);
    expect(stored?.fileName).not.toContain('citizenship');

    const list = await call({ method: 'GET', url: `/api/Employee/${hari}/Documents` });
    expect(list.json<Json[]>().map((doc) => doc.id)).toContain(id);

    const download = await call({ method: 'GET', url: `/api/Employee/${hari}/Documents/${id}` });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toContain('filename="my citizenship.pdf"');
    expect(download.rawPayload).toEqual(PDF);

    // The declared type is not trusted: a PNG sent as PDF is stored as a PNG.
    const replaced = await upload(
      { title: 'Scanned' },
      { name: 'scan.png', data: PNG, type: 'application/pdf' },
      'PUT',
      id,
    );
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json<Json>()).toMatchObject({
      documentType: 'citizenship',
      title: 'Scanned',
      originalName: 'scan.png',
      mimeType: 'image/png',
    });
    expect(fs.existsSync(firstFile)).toBe(false);

    const deleted = await call({ method: 'DELETE', url: `/api/Employee/${hari}/Documents/${id}` });
    expect(deleted.json<Json>()).toEqual({ id, message: DOCUMENT_MESSAGES.deleted });
    const again = await call({ method: 'GET', url: `/api/Employee/${hari}/Documents/${id}` });
    expect(again.statusCode).toBe(404);
    const [kept] = await signedIn.t.db.select().from(documents).where(eq(documents.id, id));
    expect(kept?.deletedAt).toBeInstanceOf(Date);

    const audits = await signedIn.t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'EmployeeDocument'), eq(auditLog.entityId, String(id))));
    expect(audits.map((entry) => entry.action).sort()).toEqual(['create', 'delete', 'update']);
  });

  it('refuses a missing or unknown type, a missing file, a wrong kind or a large file', async () => {
    const before = await documentCount();
    const cases: [Record<string, string>, Parameters<typeof upload>[1], Record<string, string>][] =
      [
        [
          {},
          { name: 'a.pdf', data: PDF, type: 'application/pdf' },
          { documentType: DOCUMENT_MESSAGES.typeRequired },
        ],
        [
          { documentType: 'passport' },
          { name: 'a.pdf', data: PDF, type: 'application/pdf' },
          { documentType: DOCUMENT_MESSAGES.typeRequired },
        ],
        [{ documentType: 'other' }, undefined, { file: DOCUMENT_MESSAGES.fileRequired }],
        [
          { documentType: 'other' },
          { name: 'a.exe', data: Buffer.from('MZ\x90\x00'), type: 'application/pdf' },
          { file: DOCUMENT_MESSAGES.fileType },
        ],
        [
          { documentType: 'other' },
          {
            name: 'big.pdf',
            data: Buffer.concat([PDF, Buffer.alloc(DOCUMENT_MAX_BYTES)]),
            type: 'application/pdf',
          },
          { file: DOCUMENT_MESSAGES.fileSize },
        ],
        [
          { documentType: 'other', title: 'x'.repeat(201) },
          { name: 'a.pdf', data: PDF, type: 'application/pdf' },
          { title: expect.any(String) as unknown as string },
        ],
      ];
    for (const [fields, file, messages] of cases) {
      const response = await upload(fields, file);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ fields: Json }>().fields).toEqual(messages);
    }
    expect(await documentCount()).toBe(before);
    const files = fs.existsSync(documentsDir()) ? fs.readdirSync(documentsDir()) : [];
    const live = await signedIn.t.db.select({ fileName: documents.fileName }).from(documents);
    expect(files.sort()).toEqual(live.map((doc) => doc.fileName).sort());
  });

  it('answers 404 for a document of another employee or an unknown one', async () => {
    const created = await upload(
      { documentType: 'academic' },
      { name: 'degree.jpg', data: JPEG, type: 'image/jpeg' },
    );
    const id = created.json<Json>().id;
    const sarita = (await seededEmployees(signedIn.t.db)).get('Sarita')?.id;
    for (const url of [
      `/api/Employee/${sarita}/Documents/${id}`,
      `/api/Employee/${hari}/Documents/999999`,
      `/api/Employee/999999/Documents`,
    ]) {
      expect((await call({ method: 'GET', url })).statusCode).toBe(404);
    }
  });
});

describe('what a document file must be', () => {
  it('refuses a file that only starts like a PDF: no cross-reference, cut short, or pointing outside', () => {
    const text = PDF.toString('latin1');
    expect(sniffDocument(Buffer.from('%PDF-1.7\n<script>alert(1)</script>\n%%EOF\n'))).toBeNull();
    expect(sniffDocument(PDF.subarray(0, PDF.length - 20))).toBeNull();
    const outside = text.replace(/startxref\n\d+/, 'startxref\n999999');
    expect(sniffDocument(Buffer.from(outside, 'latin1'))).toBeNull();
    const nowhere = text.replace(
      /startxref\n(\d+)/,
      (_all, offset: string) => `startxref\n${Number(offset) - 3}`,
    );
    expect(sniffDocument(Buffer.from(nowhere, 'latin1'))).toBeNull();
    // Line ends after %%EOF are what many writers leave: still a PDF.
    expect(sniffDocument(Buffer.concat([PDF, Buffer.from('\r\n')]))?.mimeType).toBe(
      'application/pdf',
    );
  });

  it('strips right-to-left and other hidden controls from names and titles', async () => {
    const sneaky = 'invoice\u202Efdp.exe';
    const response = await upload(
      { documentType: 'academic', title: 'Degree\u200F \u2066certificate\u2069' },
      { name: sneaky, data: PDF, type: 'application/pdf' },
    );
    expect(response.statusCode).toBe(201);
    expect(response.json<Json>()).toMatchObject({
      originalName: 'invoicefdp.exe',
      title: 'Degree certificate',
    });
    expect(attachmentHeader(sneaky)).toBe(
      `attachment; filename="invoicefdp.exe"; filename*=UTF-8''invoicefdp.exe`,
    );
    const download = await call({
      method: 'GET',
      url: `/api/Employee/${hari}/Documents/${String(response.json<Json>().id)}`,
    });
    expect(download.headers['content-disposition']).not.toMatch(/\u202e|%E2%80%AE/i);
  });

  it('keeps documents where /uploads/ does not reach them', async () => {
    const response = await upload(
      { documentType: 'academic' },
      { name: 'degree.pdf', data: PDF, type: 'application/pdf' },
    );
    const [stored] = await signedIn.t.db
      .select({ fileName: documents.fileName })
      .from(documents)
      .where(eq(documents.id, Number(response.json<Json>().id)));
    const name = stored?.fileName ?? '';
    expect(fs.existsSync(path.join(documentsDir(), name))).toBe(true);
    for (const url of [
      `/uploads/documents/${name}`,
      `/uploads/private/documents/${name}`,
      `/Uploads/private/documents/${name}`,
    ]) {
      expect([url, (await signedIn.t.app.inject({ method: 'GET', url })).statusCode]).toEqual([
        url,
        404,
      ]);
    }
  });
});
