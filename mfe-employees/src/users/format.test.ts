import { fieldChanges, formatTime } from './format';

describe("an account's history", () => {
  it('names enumerated values by their labels, not their codes', () => {
    expect(
      fieldChanges({
        before: { gender: 'male', status: 'pending', firstName: 'Ram' },
        after: { gender: 'female', status: 'active', firstName: 'Ram' },
      }),
    ).toEqual([
      { field: 'Gender', old: 'Male', new: 'Female' },
      { field: 'Status', old: 'Pending', new: 'Active' },
    ]);
    expect(fieldChanges({ status: 'disabled' })).toEqual([
      { field: 'Status', old: '-', new: 'Disabled' },
    ]);
  });
});

describe('times', () => {
  it('reads a stored time in BS with AD beside it, on Nepal time', () => {
    expect(formatTime('2024-07-15T20:00:00.000Z')).toBe('2081-04-01 BS (2024-07-16 AD) 01:45');
    expect(formatTime(null)).toBe('');
  });
});
