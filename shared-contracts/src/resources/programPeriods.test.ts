import { MAX_SEMESTER, MAX_YEAR } from './academic';
import { programPeriods } from './student';

describe('programPeriods', () => {
  it('counts years of annual programs and two semesters a year of semester programs', () => {
    expect(programPeriods({ programType: 'annual', duration: 4 })).toEqual({
      kind: 'annual',
      periods: 4,
    });
    expect(programPeriods({ programType: 'semester', duration: 4 })).toEqual({
      kind: 'semester',
      periods: 8,
    });
  });

  it('stays within the years and semesters the upgrade lists offer', () => {
    expect(programPeriods({ programType: 'semester', duration: 10 }).periods).toBe(MAX_SEMESTER);
    expect(programPeriods({ programType: 'annual', duration: 10 }).periods).toBe(MAX_YEAR);
    expect(programPeriods({ programType: null, duration: null })).toEqual({
      kind: 'annual',
      periods: 1,
    });
  });
});
