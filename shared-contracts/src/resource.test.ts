import { MAX_PAGE_SIZE, choiceLabel } from './resource';
import { GENDER_CHOICES, facultyContract, subjectContract } from './resources';

describe('resource contracts', () => {
  it('trims, requires and defaults status on create', () => {
    const ok = facultyContract.createSchema.safeParse({
      facultyName: '  Science ',
      facultyType: 'general',
      shortName: 'SCI',
    });
    expect(ok.success && ok.data).toMatchObject({ facultyName: 'Science', status: true });
    const bad = facultyContract.createSchema.safeParse({ facultyName: '  ', shortName: 'x' });
    expect(bad.success).toBe(false);
    const messages = bad.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    expect(messages).toEqual(
      expect.arrayContaining([
        'facultyName: Faculty Name is required',
        'facultyType: Faculty Type is required',
      ]),
    );
  });

  it('rejects unknown fields and locks create-only fields on update', () => {
    expect(
      facultyContract.createSchema.safeParse({
        facultyName: 'A',
        facultyType: 'general',
        shortName: 'A',
        extra: 1,
      }).success,
    ).toBe(false);
    expect(subjectContract.updateSchema.safeParse({ programId: 3 }).success).toBe(false);
    expect(subjectContract.updateSchema.safeParse({ subjectName: 'Maths' }).success).toBe(true);
  });

  it('parses list queries into paging, sorting and filters', () => {
    const query = subjectContract.listQuerySchema.parse({
      page: '2',
      pageSize: '50',
      sort: 'subjectName',
      programId: '4',
      semester: '',
    });
    expect(query).toEqual({
      page: 2,
      pageSize: 50,
      sort: 'subjectName',
      order: 'asc',
      q: undefined,
      filters: { programId: '4' },
    });
    expect(subjectContract.listQuerySchema.safeParse({ sort: 'password' }).success).toBe(false);
    // The earlier campus client's paging: `pageNumber` for `page`, a page size over the limit cut.
    expect(
      subjectContract.listQuerySchema.parse({ pageNumber: '3', pageSize: '100000' }),
    ).toMatchObject({ page: 3, pageSize: MAX_PAGE_SIZE });
    expect(subjectContract.listQuerySchema.safeParse({ pageSize: '0' }).success).toBe(false);
  });
});

describe('choiceLabel', () => {
  it('names an enumerated value by its label, else the value, else the empty text', () => {
    expect(choiceLabel(GENDER_CHOICES, 'male')).toBe('Male');
    expect(choiceLabel([{ value: 2, label: 'Second' }], '2')).toBe('Second');
    expect(choiceLabel(GENDER_CHOICES, 'unknown')).toBe('unknown');
    expect(choiceLabel(GENDER_CHOICES, null, '-')).toBe('-');
    expect(choiceLabel(undefined, '')).toBe('');
  });
});
