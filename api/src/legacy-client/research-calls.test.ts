// The helpers come first: they stand in for ESM-only modules before the app loads them.
import type { TestApp } from '../test/helpers';
import { signedInApp } from '../test/signed-in';
import { and, eq, isNull } from 'drizzle-orm';
import { EARLIER_CLIENT_PATHS, type ResearchRow } from '@hemis/shared-contracts';
import { fiscalYears, research } from '../db/schema';
import { PDF, multipart, seededEmployees } from '../domains/employees/test-fixtures';

/**
 * The earlier client's research and publications (/ResearchPublication), sent as it sends them:
 * a plain list, multipart adds and changes with its names in other cases and the activity's
 * document as a file part, and a refused call that changes nothing.
 */

const signedIn = signedInApp(['collegeadmin', 'ugcadmin']);
let t: TestApp;
const ids = { fiscalYear: 0, hari: 0 };
const PATH = `/api${EARLIER_CLIENT_PATHS.researchPublication}`;

beforeAll(async () => {
  t = signedIn.t;
  const [year] = await t.db
    .select({ id: fiscalYears.id })
    .from(fiscalYears)
    .where(and(eq(fiscalYears.isActive, true), isNull(fiscalYears.deletedAt)));
  ids.fiscalYear = year?.id ?? 0;
  ids.hari = (await seededEmployees(t.db)).get('Hari')?.id ?? 0;
});

const { call } = signedIn;

/** The client's form: its names in its own cases, every value as text. */
const publicationForm = (title: string) => ({
  ActivityType: 'teacherPublication',
  EmployeeId: String(ids.hari),
  Title: title,
  FiscalYearID: String(ids.fiscalYear),
  PublishedOn: '2026-01-20',
  journal: 'Tribhuvan University Journal',
  publicationType: 'refereed',
});

const send = (
  method: 'POST' | 'PUT',
  url: string,
  fields: Record<string, string>,
  file?: { data: Buffer; name: string; type: string },
) => {
  const body = multipart(fields, file ? [{ field: 'File', ...file }] : []);
  return call('collegeadmin', { method, url, payload: body.payload, headers: body.headers });
};

const documentsOf = async (id: number) => {
  const response = await call('collegeadmin', {
    method: 'GET',
    url: `/api/Research/${id}/Documents`,
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ documentType: string; title: string | null }[]>();
};

const liveTitled = async (title: string) =>
  t.db
    .select({ id: research.id })
    .from(research)
    .where(and(eq(research.title, title), isNull(research.deletedAt)));

describe('/ResearchPublication as the earlier client calls it', () => {
  it('lists the caller’s activities as a plain array, the nation’s for the commission', async () => {
    const campus = await call('collegeadmin', { method: 'GET', url: PATH });
    expect(campus.statusCode).toBe(200);
    const rows = campus.json<ResearchRow[]>();
    expect(Array.isArray(rows)).toBe(true);
    const nation = await call('ugcadmin', { method: 'GET', url: PATH });
    expect(nation.json<ResearchRow[]>().length).toBeGreaterThanOrEqual(rows.length);
  });

  it('adds a publication from a multipart form with its copy, reads, changes and deletes it', async () => {
    const title = 'Groundwater of the Kathmandu Valley';
    const added = await send('POST', PATH, publicationForm(title), {
      data: PDF,
      name: 'article.pdf',
      type: 'application/pdf',
    });
    expect(added.statusCode).toBe(201);
    const row = added.json<ResearchRow>();
    expect(row).toMatchObject({
      activityType: 'teacherPublication',
      employeeId: ids.hari,
      fiscalYearId: ids.fiscalYear,
      title,
      publicationType: 'refereed',
    });
    expect(await documentsOf(row.id)).toEqual([
      expect.objectContaining({ documentType: 'publication', title }),
    ]);

    const one = await call('collegeadmin', { method: 'GET', url: `${PATH}/${row.id}` });
    expect(one.json<ResearchRow>()).toMatchObject({ id: row.id, title });

    const changed = await send('PUT', `${PATH}/${row.id}`, { Journal: 'Nepal Journal of Science' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json<ResearchRow>().journal).toBe('Nepal Journal of Science');

    const removed = await call('collegeadmin', { method: 'DELETE', url: `${PATH}/${row.id}` });
    expect(removed.statusCode).toBe(200);
    const gone = await call('collegeadmin', { method: 'GET', url: `${PATH}/${row.id}` });
    expect(gone.statusCode).toBe(404);
  });

  it('refuses a form without its required fields, and a copy that is no document, changing nothing', async () => {
    const missing = await send('POST', PATH, { ActivityType: 'teacherPublication' });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json<{ fields: Record<string, string> }>().fields)).toEqual(
      expect.arrayContaining(['title', 'fiscalYearId']),
    );

    const title = 'A copy that is not a PDF';
    const refused = await send('POST', PATH, publicationForm(title), {
      data: Buffer.from('plain text, not a document'),
      name: 'notes.pdf',
      type: 'application/pdf',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ fields: Record<string, string> }>().fields).toHaveProperty('file');
    expect(await liveTitled(title)).toEqual([]);
  });

  it('lets the commission read but not add', async () => {
    const body = multipart(publicationForm('Not the commission’s to add'));
    const refused = await call('ugcadmin', {
      method: 'POST',
      url: PATH,
      payload: body.payload,
      headers: body.headers,
    });
    expect(refused.statusCode).toBe(403);
  });
});
