import { mayChangeRow, ownerScopeOf, writeReach } from './ownership';

const superAdmin = ownerScopeOf({ role: 'SuperAdmin', universityId: null, campusId: null });
const uniAdmin = ownerScopeOf({ role: 'UniAdmin', universityId: 5, campusId: null });
const clerk = ownerScopeOf({ role: 'CollegeUser', universityId: 5, campusId: 49 });
const student = ownerScopeOf({ role: 'Student', universityId: 5, campusId: 49 });

const national = { universityId: null, campusId: null };
const university = { universityId: 5, campusId: null };
const campus = { universityId: 5, campusId: 49 };
const otherCampus = { universityId: 5, campusId: 50 };

describe('the ownership rule for changing rows', () => {
  it('lets nation roles change every row and a student none', () => {
    expect(writeReach('nation', superAdmin)).toBe('all');
    expect(writeReach('institution', student)).toBe('none');
    expect(mayChangeRow('campus', campus, student)).toBe(false);
  });

  it('keeps national rows (Faculty, Level of the nation) for nation roles', () => {
    expect(mayChangeRow('institution', national, uniAdmin)).toBe(false);
    expect(mayChangeRow('institution', national, clerk)).toBe(false);
    expect(mayChangeRow('nation', university, uniAdmin)).toBe(false);
    expect(mayChangeRow('institution', national, superAdmin)).toBe(true);
  });

  it('lets a university change its own and its campuses rows', () => {
    expect(mayChangeRow('institution', university, uniAdmin)).toBe(true);
    expect(mayChangeRow('institution', campus, uniAdmin)).toBe(true);
    expect(mayChangeRow('institution', { universityId: 6, campusId: null }, uniAdmin)).toBe(false);
  });

  it("lets a campus change only its own rows, never its university's", () => {
    expect(mayChangeRow('institution', campus, clerk)).toBe(true);
    expect(mayChangeRow('institution', otherCampus, clerk)).toBe(false);
    expect(mayChangeRow('institution', university, clerk)).toBe(false);
    expect(writeReach('university', clerk)).toBe('none');
  });
});
