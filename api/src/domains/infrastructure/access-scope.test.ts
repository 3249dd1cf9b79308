// The shared setup comes first: it loads the test helpers before the app.
import { t, seededBuilding, call, HILL_PLOT } from './access.testing';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { ROPANI_M2, sectionFiguresSchema, type KnownRole } from '@hemis/shared-contracts';
import { buildings, lands } from '../../db/schema';
import { PDF, multipart } from '../employees/test-fixtures';

async function figuresOf(role: KnownRole): Promise<Record<string, number>> {
  const response = await call(role, { method: 'GET', url: '/api/Infrastructure/Figures' });
  expect(response.statusCode).toBe(200);
  const { figures } = sectionFiguresSchema.parse(response.json());
  return Object.fromEntries(figures.map((figure) => [figure.key, figure.value]));
}

/** Live buildings of a university's campuses (or all), counted in the database. */
async function buildingCount(universityId?: number): Promise<number> {
  const [row] = await t.db
    .select({ value: sql<number>`count(*)::int` })
    .from(buildings)
    .where(
      and(
        isNull(buildings.deletedAt),
        universityId === undefined ? undefined : eq(buildings.universityId, universityId),
      ),
    );
  return row?.value ?? 0;
}

describe('readers above the campus', () => {
  it('UniAdmin reads its campuses only and cannot write', async () => {
    const list = await call('UniAdmin', { method: 'GET', url: '/api/Building?pageSize=500' });
    expect(list.statusCode).toBe(200);
    const ids = list.json<{ data: { id: number; universityId: number }[] }>().data;
    expect(ids.map((row) => row.id)).toContain(seededBuilding.patan);
    expect(ids.map((row) => row.id)).not.toContain(seededBuilding.kusom);
    expect(ids.every((row) => row.universityId === 1)).toBe(true);
    const write = await call('UniAdmin', {
      method: 'PATCH',
      url: `/api/Building/${seededBuilding.patan}`,
      payload: { floors: 5 },
    });
    expect(write.statusCode).toBe(403);
  });

  it.each(['UgcAdmin', 'Admin', 'SuperAdmin'] as const)(
    '%s reads every campus, exports, and cannot write',
    async (role) => {
      const list = await call(role, { method: 'GET', url: '/api/Building?pageSize=500' });
      expect(list.statusCode).toBe(200);
      const ids = list.json<{ data: { id: number }[] }>().data.map((row) => row.id);
      expect(ids).toEqual(expect.arrayContaining([seededBuilding.patan, seededBuilding.kusom]));
      const exported = await call(role, { method: 'GET', url: '/api/Land/Export' });
      expect(exported.statusCode).toBe(200);
      expect(exported.headers['content-type']).toContain('spreadsheetml');
      for (const options of [
        {
          method: 'POST' as const,
          url: '/api/Lab',
          payload: { labName: 'X', subject: 'Y', capacity: 1 },
        },
        {
          method: 'PATCH' as const,
          url: `/api/Building/${seededBuilding.kusom}`,
          payload: { floors: 1 },
        },
        { method: 'DELETE' as const, url: `/api/Building/${seededBuilding.kusom}` },
      ]) {
        expect((await call(role, options)).statusCode).toBe(403);
      }
    },
  );

  it('a student reads nothing of it', async () => {
    for (const url of ['/api/Land', '/api/Building', '/api/Infrastructure/Figures']) {
      expect((await call('Student', { method: 'GET', url })).statusCode).toBe(403);
    }
  });

  it('the export is refused to a campus clerk (no export permission)', async () => {
    const response = await call('CollegeUser', { method: 'GET', url: '/api/Equipment/Export' });
    expect(response.statusCode).toBe(403);
  });
});

describe('documents of a register row', () => {
  it('the campus uploads a certificate; the commission reads it but cannot upload', async () => {
    const [plot] = await t.db.select({ id: lands.id }).from(lands).where(eq(lands.campusId, 49));
    if (!plot) throw new Error('no plot');
    const body = () =>
      multipart({ documentType: 'ownershipCertificate', title: 'Lalpurja' }, [
        { field: 'file', name: 'lalpurja.pdf', data: PDF, type: 'application/pdf' },
      ]);
    const upload = (role: KnownRole) => {
      const { payload, headers } = body();
      return call(role, {
        method: 'POST',
        url: `/api/Land/${plot.id}/Documents`,
        payload,
        headers,
      });
    };
    expect((await upload('CollegeAdmin')).statusCode).toBe(201);
    expect((await upload('UgcAdmin')).statusCode).toBe(403);
    const read = await call('UgcAdmin', { method: 'GET', url: `/api/Land/${plot.id}/Documents` });
    expect(read.statusCode).toBe(200);
    expect(read.json<{ documentType: string }[]>()).toEqual([
      expect.objectContaining({ documentType: 'ownershipCertificate' }),
    ]);
    const other = await call('CollegeAdmin', {
      method: 'GET',
      url: `/api/Building/${seededBuilding.kusom}/Documents`,
    });
    expect(other.statusCode).toBe(404);
  });
});

describe('the home figures follow the scope', () => {
  it('count what each reader reads, and move with a write', async () => {
    const ugc = await figuresOf('UgcAdmin');
    const uni = await figuresOf('UniAdmin');
    const own = await figuresOf('CollegeAdmin');
    expect(ugc.buildings).toBe(await buildingCount());
    expect(uni.buildings).toBe(await buildingCount(1));
    expect(own.buildings).toBeLessThan(uni.buildings ?? 0);
    expect(uni.buildings).toBeLessThan(ugc.buildings ?? 0);
    expect(own.landRopani).toBeCloseTo((own.landArea ?? 0) / ROPANI_M2, 2);

    await call('CollegeAdmin', {
      method: 'POST',
      url: '/api/Building',
      payload: {
        buildingName: 'Annex',
        floors: 1,
        classrooms: 4,
        structure: 'steel',
        condition: 'good',
      },
    });
    await call('CollegeAdmin', {
      method: 'POST',
      url: '/api/Land',
      payload: { ...HILL_PLOT, kittaNo: '4040', ropani: 1, aana: 0, paisa: 0, daam: 0 },
    });
    const after = await figuresOf('CollegeAdmin');
    expect(after.buildings).toBe((own.buildings ?? 0) + 1);
    expect(after.classrooms).toBe((own.classrooms ?? 0) + 4);
    expect(after.landArea).toBeCloseTo((own.landArea ?? 0) + 508.74, 2);
    expect((await figuresOf('UgcAdmin')).buildings).toBe((ugc.buildings ?? 0) + 1);
  });
});
