import { z } from 'zod';
import { examRoutineContract } from '../resources/exams';
import { hostelContract } from '../resources/infrastructure';
import { fiscalYearContract, holidayContract, studentAgeGroupContract } from '../resources/setup';
import { addProblems, inOrder } from './refines';

/** The issues a refine raises over `values`, as field → message. */
function issuesOf(
  refine: (values: Record<string, unknown>, ctx: z.RefinementCtx) => void,
  values: Record<string, unknown>,
): Record<string, string> {
  const result = z
    .record(z.string(), z.unknown())
    .superRefine((value, ctx) => refine(value, ctx))
    .safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(
    result.error.issues.map((issue) => [issue.path.join('.'), issue.message]),
  );
}

describe('inOrder', () => {
  const dates = inOrder('fromDate', 'toDate', 'To date must not be before the from date');

  it('refuses a later field before the earlier one, on the later field', () => {
    expect(issuesOf(dates, { fromDate: '2026-05-02', toDate: '2026-05-01' })).toEqual({
      toDate: 'To date must not be before the from date',
    });
  });

  it('takes equal values unless strictly, and a later one always', () => {
    expect(issuesOf(dates, { fromDate: '2026-05-01', toDate: '2026-05-01' })).toEqual({});
    expect(issuesOf(dates, { fromDate: '2026-05-01', toDate: '2026-05-02' })).toEqual({});
    const times = inOrder('startTime', 'endTime', 'after', { strictly: true });
    expect(issuesOf(times, { startTime: '10:00', endTime: '10:00' })).toEqual({ endTime: 'after' });
    expect(issuesOf(times, { startTime: '10:00', endTime: '11:30' })).toEqual({});
  });

  it('compares numbers as numbers and puts the message where `on` says', () => {
    const beds = inOrder('occupied', 'capacity', 'too many', { on: 'occupied' });
    expect(issuesOf(beds, { occupied: 9, capacity: 10 })).toEqual({});
    expect(issuesOf(beds, { occupied: 11, capacity: 10 })).toEqual({ occupied: 'too many' });
    // 9 < 10 though '9' > '10' as text.
    expect(issuesOf(inOrder('a', 'b', 'x'), { a: 9, b: 10 })).toEqual({});
  });

  it('says nothing when either field is empty or the two are of different kinds', () => {
    expect(issuesOf(dates, { toDate: '2026-05-01' })).toEqual({});
    expect(issuesOf(dates, { fromDate: '2026-05-02', toDate: null })).toEqual({});
    expect(issuesOf(inOrder('a', 'b', 'x'), { a: '5', b: 4 })).toEqual({});
  });
});

describe('addProblems', () => {
  it('raises one issue per field message', () => {
    const refine = (_: Record<string, unknown>, ctx: z.RefinementCtx) =>
      addProblems(ctx, { a: 'first', b: 'second' });
    expect(issuesOf(refine, {})).toEqual({ a: 'first', b: 'second' });
  });
});

describe('the contracts whose ranges must stand in order', () => {
  const cases = [
    [fiscalYearContract, { startDate: '2026-07-17', endDate: '2026-07-17' }, 'endDate'],
    [holidayContract, { fromDate: '2026-10-02', toDate: '2026-10-01' }, 'toDate'],
    [studentAgeGroupContract, { minAge: 20, maxAge: 19 }, 'maxAge'],
    [examRoutineContract, { startTime: '13:00', endTime: '13:00' }, 'endTime'],
    [hostelContract, { capacity: 40, occupied: 41 }, 'occupied'],
  ] as const;

  it.each(cases)('%#: refuses the range out of order, on its field', (contract, values, field) => {
    const { refine } = contract;
    if (!refine) throw new Error(`${contract.name} has no cross-field rule`);
    expect(Object.keys(issuesOf(refine, { ...values }))).toEqual([field]);
  });
});
