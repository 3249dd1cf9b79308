import { fieldChanges } from './format';

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
