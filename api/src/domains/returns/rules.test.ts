import type { ReturnRule, ReturnSection, ReturnTable } from '@hemis/shared-contracts';
import type { FilledReturn } from './figures';
import { applyCorrections, checkReturn } from './rules';

/**
 * Each kind of rule over figures made for it: what it finds, at the level and with the message
 * the commission set, and the comment that explains a warning.
 */
const cell = (value: number) => ({ computed: value, value, corrected: false });

function table(key: string, rows: Record<string, Record<string, number>>): ReturnTable {
  const columns = [...new Set(Object.values(rows).flatMap((row) => Object.keys(row)))];
  return {
    key,
    title: key,
    columns: columns.map((column) => ({ key: column, label: column })),
    rows: Object.entries(rows).map(([rowKey, cells]) => ({
      key: rowKey,
      label: `Row ${rowKey}`,
      cells: Object.fromEntries(Object.entries(cells).map(([k, v]) => [k, cell(v)])),
    })),
  };
}

const section = (key: ReturnSection['key'], tables: ReturnTable[], empty = false) => ({
  key,
  title: key,
  source: 'test',
  tables,
  empty,
});

function filled(overrides: Partial<FilledReturn> = {}): FilledReturn {
  return {
    sections: [
      section('enrolmentAnnual', [
        table('enrolmentAnnual', {
          'p1-y1': { total: 40, female: 22 },
          'p1-y2': { total: 30, female: 31 },
        }),
      ]),
      section('examStatus', [
        table('examStatus', {
          p1: { appeared: 50, appearedFemale: 20, passed: 51, passedFemale: 10 },
        }),
      ]),
      section('infrastructure', [table('infrastructure', { land: { count: 0 } })], true),
      section('contacts', []),
    ],
    rowFacts: new Map(),
    programsRun: [
      { id: 1, name: 'BBS', programType: 'annual' },
      { id: 2, name: 'BSc CSIT', programType: 'semester' },
    ],
    staffWithoutPost: 3,
    ...overrides,
  };
}

const rule = (
  id: number,
  kind: ReturnRule['kind'],
  level: ReturnRule['level'],
  threshold: number | null = null,
): ReturnRule => ({
  id,
  kind,
  level,
  message: `Rule ${kind}.`,
  threshold,
  active: true,
});

const RULES: ReturnRule[] = [
  rule(1, 'passedNotAboveAppeared', 'error'),
  rule(2, 'femaleNotAboveTotal', 'error'),
  rule(3, 'programWithoutEnrolment', 'warning'),
  rule(4, 'changeFromLastYear', 'warning', 30),
  rule(5, 'staffWithoutPost', 'warning'),
  rule(6, 'emptySection', 'warning'),
];

describe('the return rules', () => {
  it('finds each kind at its level, with its subject and message', () => {
    const findings = checkReturn(RULES, {
      filled: filled(),
      // BBS had 120 students last year: 70 now is a fall of 42 %, over the rule's 30 %.
      lastYear: new Map([['enrolmentAnnual/1', 120]]),
      contactsEntered: 0,
      comments: new Map([['staff/withoutPost', 'Two posts are being created']]),
    });
    expect(findings.map((f) => [f.rule, f.level, f.subject, f.comment])).toEqual([
      ['passedNotAboveAppeared', 'error', 'examStatus/p1/passed', null],
      ['femaleNotAboveTotal', 'error', 'enrolmentAnnual/p1-y2/female', null],
      ['programWithoutEnrolment', 'warning', 'program/2', null],
      ['changeFromLastYear', 'warning', 'change/enrolmentAnnual/1', null],
      ['staffWithoutPost', 'warning', 'staff/withoutPost', 'Two posts are being created'],
      ['emptySection', 'warning', 'section/infrastructure', null],
      ['emptySection', 'warning', 'section/contacts', null],
    ]);
    expect(findings[0]?.message).toBe('Rule passedNotAboveAppeared. (Row p1)');
    expect(findings.find((f) => f.rule === 'changeFromLastYear')?.message).toMatch(/120 → 70/);
  });

  it('runs only the active rules, at the level the commission set', () => {
    const rules = RULES.map((r) =>
      r.kind === 'femaleNotAboveTotal'
        ? { ...r, active: false }
        : r.kind === 'staffWithoutPost'
          ? { ...r, level: 'error' as const }
          : r,
    );
    const findings = checkReturn(rules, {
      filled: filled(),
      lastYear: new Map(),
      contactsEntered: 1,
      comments: new Map(),
    });
    expect(findings.some((f) => f.rule === 'femaleNotAboveTotal')).toBe(false);
    expect(findings.find((f) => f.rule === 'staffWithoutPost')?.level).toBe('error');
    expect(findings.some((f) => f.subject === 'section/contacts')).toBe(false);
  });

  it('keeps a correction beside the computed figure, and refuses one without its reason', () => {
    const { sections } = filled();
    const kept = applyCorrections(sections, [
      { address: 'enrolmentAnnual/p1-y2/female', value: 12, reason: 'Typing error' },
      // Back to the computed figure: nothing to keep.
      { address: 'enrolmentAnnual/p1-y1/total', value: 40, reason: '' },
    ]);
    expect(kept).toEqual([
      { address: 'enrolmentAnnual/p1-y2/female', value: 12, computed: 31, reason: 'Typing error' },
    ]);
    expect(sections[0]?.tables[0]?.rows[1]?.cells.female).toEqual({
      computed: 31,
      value: 12,
      corrected: true,
    });
    expect(() =>
      applyCorrections(filled().sections, [
        { address: 'enrolmentAnnual/p1-y1/total', value: 41, reason: '' },
      ]),
    ).toThrow('Give the reason for the corrected figure.');
    expect(() =>
      applyCorrections(filled().sections, [{ address: 'nowhere/x/y', value: 1, reason: 'x' }]),
    ).toThrow('No such figure on the form.');
  });
});
