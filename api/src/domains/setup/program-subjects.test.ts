// The shared setup comes first: it loads the test helpers before the app.
import { tokens, otherCampusAdmin, csit, bbs, call } from './program.testing';
import {
  SEMESTER_NAMES,
  SUBJECT_SEMESTER_REQUIRED,
  SUBJECT_YEAR_REQUIRED,
  YEAR_NAMES,
} from '@hemis/shared-contracts';
import { NATION_CAMPUSES, PROGRAMS } from '../../db/seed-nation-plan';

type Json = Record<string, unknown>;

describe('Subject', () => {
  const subject = (extra: Json) => ({
    subjectName: 'Discrete Structures',
    shortName: 'DS',
    code: 'CSC160',
    subjectType: 'regular',
    ...extra,
  });

  it('requires a semester for semester programs and clears the year', async () => {
    const missing = await call(tokens.collegeadmin!, {
      method: 'POST',
      url: '/api/Subject',
      payload: subject({ programId: csit, year: 1 }),
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ fields: { semester: SUBJECT_SEMESTER_REQUIRED } });
    const ok = await call(tokens.collegeadmin!, {
      method: 'POST',
      url: '/api/Subject',
      payload: subject({ programId: csit, semester: 2, year: 1 }),
    });
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toMatchObject({ semester: 2, year: null, campusId: 49 });
  });

  it('requires a year for annual programs and clears the semester', async () => {
    const missing = await call(tokens.uniadmin!, {
      method: 'POST',
      url: '/api/Subject',
      payload: subject({ programId: bbs, code: 'X1', semester: 3 }),
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ fields: { year: SUBJECT_YEAR_REQUIRED } });
    const ok = await call(tokens.uniadmin!, {
      method: 'POST',
      url: '/api/Subject',
      payload: subject({ programId: bbs, code: 'X1', semester: 3, year: 2 }),
    });
    expect(ok.statusCode).toBe(201);
    const row = ok.json<Json>();
    expect(row).toMatchObject({ year: 2, semester: null });
    // The rule is re-checked over the merged row on update.
    const cleared = await call(tokens.uniadmin!, {
      method: 'PATCH',
      url: `/api/Subject/${String(row.id)}`,
      payload: { year: null },
    });
    expect(cleared.statusCode).toBe(400);
    expect(cleared.json()).toMatchObject({ fields: { year: SUBJECT_YEAR_REQUIRED } });
    // The program is locked: sent back unchanged it is fine, changed it is refused.
    const same = await call(tokens.uniadmin!, {
      method: 'PATCH',
      url: `/api/Subject/${String(row.id)}`,
      payload: { programId: bbs, subjectName: 'Business Law' },
    });
    expect(same.statusCode).toBe(200);
    expect(same.json()).toMatchObject({ subjectName: 'Business Law' });
    const moved = await call(tokens.uniadmin!, {
      method: 'PATCH',
      url: `/api/Subject/${String(row.id)}`,
      payload: { programId: csit },
    });
    expect(moved.statusCode).toBe(400);
  });

  it('refuses a duplicate code within a program and an unknown program', async () => {
    const duplicate = await call(tokens.uniadmin!, {
      method: 'POST',
      url: '/api/Subject',
      payload: subject({ programId: csit, code: 'csc109', semester: 1 }),
    });
    expect(duplicate.statusCode).toBe(409);
    const unknown = await call(tokens.uniadmin!, {
      method: 'POST',
      url: '/api/Subject',
      payload: subject({ programId: 99999, semester: 1 }),
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ fields: { programId: 'Program was not found' } });
  });

  it('lists subjects with their program and isRegular, filtered by program, semester and year', async () => {
    const response = await call(tokens.collegeuser!, {
      method: 'GET',
      url: `/api/Subject/GetAllSubjects?programId=${csit}&semester=1`,
    });
    expect(response.statusCode).toBe(200);
    const rows = response.json<Json[]>();
    expect(rows.length).toBe(5);
    expect(rows[0]).toMatchObject({
      programId: csit,
      semester: 1,
      isRegular: true,
      program: { id: csit, programType: 'semester' },
      labels: { programId: 'BSc Computer Science and Information Technology' },
    });
    const byYear = await call(tokens.collegeuser!, {
      method: 'GET',
      url: `/api/Subject/GetAllSubjects?programId=${bbs}&year=4`,
    });
    expect(byYear.json<Json[]>()).toEqual([
      expect.objectContaining({ code: 'MGT201', isRegular: false, subjectType: 'optional' }),
    ]);
  });

  it('gives the semester and year lists (plain ordinal names)', async () => {
    const semesters = await call(tokens.collegeuser!, {
      method: 'GET',
      url: '/api/StudentUpgrade/Semesters',
    });
    expect(semesters.json()).toEqual(SEMESTER_NAMES);
    const years = await call(tokens.collegeuser!, {
      method: 'GET',
      url: '/api/studentupgrade/years',
    });
    expect(years.json()).toEqual(YEAR_NAMES);
  });
});

describe('ProgramMgmt and college programs', () => {
  it('lists programs (plain arrays) and the programs a campus runs', async () => {
    const all = await call(tokens.collegeadmin!, {
      method: 'GET',
      url: '/api/ProgramMgmt/GetAllPrograms',
    });
    expect(all.json<Json[]>().length).toBe(5);
    const ofTu = await call(tokens.ugcadmin!, {
      method: 'GET',
      url: '/api/ProgramMgmt/GetAllPrograms/1',
    });
    expect(ofTu.json<Json[]>().length).toBe(5);
    const ofKu = await call(tokens.ugcadmin!, {
      method: 'GET',
      url: '/api/ProgramMgmt/GetAllPrograms/2',
    });
    // Kathmandu University's programs are those of the national demo.
    expect(
      ofKu
        .json<{ code: string }[]>()
        .map((row) => row.code)
        .sort(),
    ).toEqual(
      PROGRAMS.filter((row) => row.university === 'KU')
        .map((row) => row.code)
        .sort(),
    );
    const run = await call(tokens.collegeadmin!, {
      method: 'GET',
      url: '/api/ProgramMgmt/GetProgramByCOllegeId?collegeid=49',
    });
    expect(
      run
        .json<{ code: string }[]>()
        .map((row) => row.code)
        .sort(),
    ).toEqual(['BA', 'BBS', 'CSIT']);
    const foreign = await call(otherCampusAdmin, {
      method: 'GET',
      url: '/api/programmgmt/getprogrambycollegeid?collegeid=49',
    });
    expect(foreign.json()).toEqual([]);
    // Without collegeid (a campus screen's program choices): the caller's campus's programs,
    // or every program in reach above campuses.
    const codes = async (token: string) =>
      (await call(token, { method: 'GET', url: '/api/ProgramMgmt/GetProgramByCOllegeId' }))
        .json<{ code: string }[]>()
        .map((row) => row.code)
        .sort();
    expect(await codes(tokens.collegeuser!)).toEqual(['BA', 'BBS', 'CSIT']);
    const inReach = await call(tokens.uniadmin!, {
      method: 'GET',
      url: '/api/ProgramMgmt/GetAllPrograms',
    });
    expect(await codes(tokens.uniadmin!)).toEqual(
      inReach
        .json<{ code: string }[]>()
        .map((row) => row.code)
        .sort(),
    );
    expect((await codes(tokens.uniadmin!)).length).toBeGreaterThan(3);
    const college = await call(tokens.uniadmin!, {
      method: 'GET',
      url: '/api/ProgramMgmt/GetCollegePrograms',
    });
    const rows = college.json<Json[]>();
    // Campus 49's three and Patan's two, and those of the national demo's Tribhuvan campuses.
    expect(rows.length).toBe(
      5 +
        NATION_CAMPUSES.filter((row) => row.university === 'TU').reduce(
          (total, row) => total + row.programs.length,
          0,
        ),
    );
    expect(rows[0]).toHaveProperty('program.programName');
    expect(rows[0]).toHaveProperty('campusName');
    const mine = await call(tokens.collegeadmin!, {
      method: 'GET',
      url: '/api/ProgramMgmt/GetCollegePrograms',
    });
    expect(mine.json<Json[]>().every((row) => row.campusId === 49)).toBe(true);
  });

  it('adds a program with faculty and level, and a college program for the campus', async () => {
    const program = await call(tokens.uniadmin!, {
      method: 'POST',
      url: '/api/ProgramMgmt',
      payload: {
        facultyId: 1,
        levelId: 1,
        programName: 'Bachelor of Information Management',
        shortName: 'BIM',
        programType: 'semester',
        duration: 4,
      },
    });
    expect(program.statusCode).toBe(201);
    const id = program.json<{ id: number }>().id;
    const run = await call(tokens.collegeadmin!, {
      method: 'POST',
      url: '/api/CollegeProgram',
      payload: { programId: id, approvalDate: '2024-01-15', intake: 60 },
    });
    expect(run.statusCode).toBe(201);
    expect(run.json()).toMatchObject({ campusId: 49, universityId: 1, intake: 60 });
    const again = await call(tokens.collegeadmin!, {
      method: 'POST',
      url: '/api/CollegeProgram',
      payload: { programId: id },
    });
    expect(again.statusCode).toBe(409);
    // A university user names the campus, and only one of its own.
    const noCampus = await call(tokens.uniadmin!, {
      method: 'POST',
      url: '/api/CollegeProgram',
      payload: { programId: id },
    });
    expect(noCampus.statusCode).toBe(400);
    expect(noCampus.json()).toMatchObject({ fields: { campusId: 'Campus is required' } });
    const kuCampus = await call(tokens.uniadmin!, {
      method: 'POST',
      url: '/api/CollegeProgram',
      payload: { programId: id, campusId: 53 },
    });
    expect(kuCampus.statusCode).toBe(400);
    const patan = await call(tokens.uniadmin!, {
      method: 'POST',
      url: '/api/CollegeProgram',
      payload: { programId: id, campusId: 50, intake: 40 },
    });
    expect(patan.statusCode).toBe(201);
    expect(patan.json()).toMatchObject({ campusId: 50, universityId: 1 });
    const readOnly = await call(tokens.collegeuser!, {
      method: 'POST',
      url: '/api/CollegeProgram',
      payload: { programId: id },
    });
    expect(readOnly.statusCode).toBe(403);
  });
});
