// The helpers come first: they stand in for ESM-only modules before the app loads them.
import { createUser, tokenFor, type TestApp } from '../../test/helpers';
import { callerOf } from '../../test/signed-in';
import { accreditationFixture } from './test-fixtures';
import { eq, ne } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import {
  DOCUMENT_MESSAGES,
  addMonths,
  nepalToday,
  type AccreditedCampus,
  type CycleDetail,
  type DocumentRow,
} from '@hemis/shared-contracts';
import { auditLog, campuses, universities } from '../../db/schema';
import { accreditationCycles } from '../../db/schema/accreditation';
import { PDF, PNG, multipart } from '../employees/test-fixtures';

let t: TestApp;
let tokens: Record<string, string> = {};
let campusId = 0;
let otherCampusId = 0;
let cycleId = 0;

beforeAll(async () => {
  ({ t, tokens, campusId, otherCampusId } = await accreditationFixture());
  const [campus] = await t.db
    .select({ universityId: campuses.universityId })
    .from(campuses)
    .where(eq(campuses.id, campusId));
  const [university] = await t.db
    .select({ id: universities.id })
    .from(universities)
    .where(ne(universities.id, campus!.universityId!))
    .limit(1);
  const otherUni = await createUser(t.db, {
    role: 'UniAdmin',
    campusId: null,
    universityId: university!.id,
  });
  tokens.otherUniversity = await tokenFor(t.app, otherUni.email);
  const entered = await call('ugcadmin', {
    method: 'POST',
    url: '/AccreditationCycle',
    payload: { campusId, datedOn: '2025-01-10' },
  });
  expect(entered.statusCode).toBe(201);
  cycleId = entered.json<CycleDetail>().id;
});
afterAll(() => t.close());

const caller = callerOf(
  () => t,
  (who: string) => tokens[who],
);
const call = (who: string, options: InjectOptions) =>
  caller.call(who, { ...options, url: `/api${options.url}` });

const documentsUrl = (id = cycleId) => `/AccreditationCycle/${id}/Documents`;

/** Uploads (POST) or replaces (PUT, with a document id) a cycle's document as `who`. */
function upload(
  who: string,
  fields: Record<string, string>,
  file: { name: string; data: Buffer; type: string } | null = {
    name: 'letter.pdf',
    data: PDF,
    type: 'application/pdf',
  },
  options: { id?: number; documentId?: number } = {},
) {
  const body = multipart(fields, file ? [{ field: 'file', ...file }] : []);
  const base = documentsUrl(options.id);
  return call(who, {
    method: options.documentId ? 'PUT' : 'POST',
    url: options.documentId ? `${base}/${options.documentId}` : base,
    payload: body.payload,
    headers: body.headers,
  });
}

const fieldsOf = (response: { json: () => unknown }) =>
  (response.json() as { fields?: Record<string, string> }).fields ?? {};

/** A document as anyone reads it without signing in. */
const publicRead = (id: number, documentId: number) =>
  t.app.inject({ method: 'GET', url: `/api/accredited-campuses/${id}/documents/${documentId}` });

const patch = (who: string, documentId: number, payload: unknown) =>
  call(who, {
    method: 'PATCH',
    url: `${documentsUrl()}/${documentId}`,
    payload: payload as object,
  });

describe("an accreditation cycle's documents", () => {
  let letter = 0;
  let eligibility = 0;

  it('tells each caller which stages’ documents they keep', async () => {
    const typesOf = async (who: string) =>
      (
        await call(who, { method: 'GET', url: `/AccreditationCycle/${cycleId}` })
      ).json<CycleDetail>().can.documentTypes;
    expect(await typesOf('collegeadmin')).toEqual(['letterOfIntent', 'ssrSubmitted', 'other']);
    expect(await typesOf('ugcadmin')).toEqual(
      expect.arrayContaining(['eligibilityLetter', 'award']),
    );
    expect(await typesOf('ugcadmin')).toHaveLength(10);
    expect(await typesOf('uniadmin')).toEqual([]);
    expect(await typesOf('collegeuser')).toEqual([]);
  });

  it('the campus keeps its letter of intent, private by default; its university and the commission read it', async () => {
    const created = await upload(
      'collegeadmin',
      { documentType: 'letterOfIntent', title: 'Signed letter' },
      { name: 'letter.pdf', data: PDF, type: 'application/pdf' },
    );
    expect(created.statusCode).toBe(201);
    const row = created.json<DocumentRow>();
    expect(row).toMatchObject({
      documentType: 'letterOfIntent',
      title: 'Signed letter',
      originalName: 'letter.pdf',
      isPublic: false,
    });
    letter = row.id;
    for (const who of ['collegeadmin', 'uniadmin', 'ugcadmin', 'superadmin']) {
      const list = await call(who, { method: 'GET', url: documentsUrl() });
      expect(list.statusCode).toBe(200);
      expect(list.json<DocumentRow[]>().map((document) => document.id)).toEqual([letter]);
    }
    const file = await call('uniadmin', { method: 'GET', url: `${documentsUrl()}/${letter}` });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.equals(PDF)).toBe(true);
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(letter)));
    expect(audit).toMatchObject({
      action: 'create',
      entity: 'AccreditationCycleDocument',
      detail: expect.objectContaining({ accreditationCycleId: cycleId, isPublic: false }),
    });
  });

  it('the commission keeps its eligibility letter, public from the start; the campus may not', async () => {
    const byCampus = await upload('collegeadmin', { documentType: 'eligibilityLetter' });
    expect(byCampus.statusCode).toBe(403);
    const created = await upload(
      'ugcadmin',
      { documentType: 'eligibilityLetter', isPublic: 'true' },
      { name: 'eligibility.png', data: PNG, type: 'image/png' },
    );
    expect(created.statusCode).toBe(201);
    expect(created.json<DocumentRow>()).toMatchObject({
      documentType: 'eligibilityLetter',
      isPublic: true,
      mimeType: 'image/png',
    });
    eligibility = created.json<DocumentRow>().id;
    // The campus reads it, but neither replaces, deletes nor hides it, nor turns its own other
    // document into one.
    expect(
      (await call('collegeadmin', { method: 'GET', url: `${documentsUrl()}/${eligibility}` }))
        .statusCode,
    ).toBe(200);
    expect((await patch('collegeadmin', eligibility, { isPublic: false })).statusCode).toBe(403);
    expect(
      (await upload('collegeadmin', {}, undefined, { documentId: eligibility })).statusCode,
    ).toBe(403);
    expect(
      (
        await call('collegeadmin', {
          method: 'DELETE',
          url: `${documentsUrl()}/${eligibility}`,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await upload('collegeadmin', { documentType: 'eligibilityLetter' }, undefined, {
          documentId: letter,
        })
      ).statusCode,
    ).toBe(403);
  });

  it('refuses callers outside its reach or without the right to write: 404 and 403', async () => {
    for (const who of ['otherCampus', 'otherUniversity']) {
      expect((await call(who, { method: 'GET', url: documentsUrl() })).statusCode).toBe(404);
      expect(
        (await call(who, { method: 'GET', url: `${documentsUrl()}/${letter}` })).statusCode,
      ).toBe(404);
    }
    expect((await upload('otherCampus', { documentType: 'other' })).statusCode).toBe(404);
    expect((await patch('otherCampus', letter, { isPublic: true })).statusCode).toBe(404);
    // Reading is not writing: the university and a campus clerk read, and change nothing.
    expect((await upload('uniadmin', { documentType: 'other' })).statusCode).toBe(403);
    expect((await upload('collegeuser', { documentType: 'other' })).statusCode).toBe(403);
    expect((await patch('uniadmin', letter, { isPublic: true })).statusCode).toBe(403);
    expect((await call('student', { method: 'GET', url: documentsUrl() })).statusCode).toBe(403);
    expect((await call('ugcadmin', { method: 'GET', url: documentsUrl(999999) })).statusCode).toBe(
      404,
    );
    expect(
      (await call('ugcadmin', { method: 'GET', url: `${documentsUrl()}/999999` })).statusCode,
    ).toBe(404);
  });

  it('serves a public document to anyone, a private one to nobody without a sign-in', async () => {
    expect((await publicRead(cycleId, letter)).statusCode).toBe(404);
    const open = await publicRead(cycleId, eligibility);
    expect(open.statusCode).toBe(200);
    expect(open.headers['content-type']).toBe('image/png');
    expect(open.headers['content-disposition']).toMatch(/^attachment; filename="eligibility.png"/);
    // The document of another cycle, or under another cycle's id, is none.
    expect((await publicRead(cycleId + 1000, eligibility)).statusCode).toBe(404);
    // The campus marks its letter public, then private again.
    const shown = await patch('collegeadmin', letter, { isPublic: true });
    expect(shown.statusCode).toBe(200);
    expect(shown.json<DocumentRow>()).toMatchObject({ id: letter, isPublic: true });
    expect((await publicRead(cycleId, letter)).statusCode).toBe(200);
    const hidden = await upload(
      'collegeadmin',
      { isPublic: 'false', title: 'Signed letter (scan)' },
      { name: 'letter-2.pdf', data: PDF, type: 'application/pdf' },
      { documentId: letter },
    );
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json<DocumentRow>()).toMatchObject({
      isPublic: false,
      originalName: 'letter-2.pdf',
      title: 'Signed letter (scan)',
    });
    expect((await publicRead(cycleId, letter)).statusCode).toBe(404);
  });

  it('lists an accredited campus’s public documents on the public page, and no private one', async () => {
    const today = nepalToday();
    await t.db
      .update(accreditationCycles)
      .set({
        status: 'accredited',
        stage: 'award',
        awardedOn: today,
        expiresOn: addMonths(today, 48),
      })
      .where(eq(accreditationCycles.id, cycleId));
    const list = await t.app.inject({ method: 'GET', url: '/api/accredited-campuses' });
    expect(list.statusCode).toBe(200);
    const campus = list.json<AccreditedCampus[]>().find((row) => row.cycleId === cycleId);
    expect(campus?.documents).toEqual([
      {
        id: eligibility,
        documentType: 'eligibilityLetter',
        title: null,
        originalName: 'eligibility.png',
        mimeType: 'image/png',
        sizeBytes: PNG.length,
      },
    ]);
    await t.db
      .update(accreditationCycles)
      .set({ status: 'inProgress', stage: 'letterOfIntent', awardedOn: null, expiresOn: null })
      .where(eq(accreditationCycles.id, cycleId));
  });

  it('answers bad input with field messages, never a 500, and keeps nothing', async () => {
    const html = await upload(
      'collegeadmin',
      { documentType: 'letterOfIntent' },
      { name: 'letter.pdf', data: Buffer.from('<html>not a pdf</html>'), type: 'application/pdf' },
    );
    expect(html.statusCode).toBe(400);
    expect(fieldsOf(html).file).toBe(DOCUMENT_MESSAGES.fileType);
    const noFile = await upload('collegeadmin', { documentType: 'letterOfIntent' }, null);
    expect(noFile.statusCode).toBe(400);
    expect(fieldsOf(noFile).file).toBe(DOCUMENT_MESSAGES.fileRequired);
    const unknownType = await upload('collegeadmin', { documentType: 'bribe' });
    expect(unknownType.statusCode).toBe(400);
    expect(fieldsOf(unknownType).documentType).toBe(DOCUMENT_MESSAGES.typeRequired);
    const notAFlag = await upload('collegeadmin', { documentType: 'other', isPublic: 'yes' });
    expect(notAFlag.statusCode).toBe(400);
    expect(fieldsOf(notAFlag).isPublic).toBe(DOCUMENT_MESSAGES.publicFlag);
    for (const body of [{}, { isPublic: 'yes' }, { isPublic: true, colour: 'red' }]) {
      const response = await patch('collegeadmin', letter, body);
      expect(response.statusCode).toBe(400);
      expect(Object.keys(fieldsOf(response)).length).toBeGreaterThan(0);
    }
    expect(
      (await call('ugcadmin', { method: 'GET', url: '/AccreditationCycle/x/Documents' }))
        .statusCode,
    ).toBe(400);
    expect((await publicRead(cycleId, 0)).statusCode).toBe(400);
    const list = await call('collegeadmin', { method: 'GET', url: documentsUrl() });
    expect(
      list
        .json<DocumentRow[]>()
        .map((row) => row.id)
        .sort(),
    ).toEqual([letter, eligibility].sort());
  });

  it('a document deleted, or its cycle removed, is gone for everyone', async () => {
    const removed = await call('collegeadmin', {
      method: 'DELETE',
      url: `${documentsUrl()}/${letter}`,
    });
    expect(removed.statusCode).toBe(200);
    expect(
      (await call('ugcadmin', { method: 'GET', url: `${documentsUrl()}/${letter}` })).statusCode,
    ).toBe(404);
    // A cycle entered by mistake takes its documents with it.
    const entered = await call('ugcadmin', {
      method: 'POST',
      url: '/AccreditationCycle',
      payload: { campusId: otherCampusId, datedOn: '2025-01-10' },
    });
    const mistaken = entered.json<CycleDetail>().id;
    const kept = await upload(
      'ugcadmin',
      { documentType: 'letterOfIntent', isPublic: 'true' },
      undefined,
      { id: mistaken },
    );
    expect(kept.statusCode).toBe(201);
    const document = kept.json<DocumentRow>().id;
    expect((await publicRead(mistaken, document)).statusCode).toBe(200);
    expect(
      (await call('ugcadmin', { method: 'DELETE', url: `/AccreditationCycle/${mistaken}` }))
        .statusCode,
    ).toBe(204);
    expect((await publicRead(mistaken, document)).statusCode).toBe(404);
  });
});
