/**
 * The contracts' Nepali catalogue: every value is Nepali with the key's placeholders, and every
 * text a contract shows (a resource's title, labels, options and messages, the message
 * catalogues, the label lists) has its entry, so a new label without Nepali fails here. Messages
 * built by a function are checked through the templates they are matched against.
 */
import * as CONTRACTS from '../index';
import * as RESOURCES from '../resources';
import { formatBsAd, shownLabel } from '../dates';
import {
  GRADING_MESSAGES,
  bandFor,
  bandGapMessage,
  computeSubjectResult,
  type GradingRules,
} from '../grading';
import { LAND_AREA_MESSAGES, LAND_UNITS } from '../landArea';
import { INPUT_MESSAGES, MESSAGES, RECORD_NOUNS, type RecordUse } from '../messages';
import { overFullMarksMessage } from '../marks';
import { PERMISSION_MESSAGES } from '../permissionMessages';
import {
  fieldSchema,
  unknownListField,
  type AnyResourceContract,
  type FieldSpec,
} from '../resource';
import { RESULT_MESSAGES } from '../results';
import { ACCREDITATION_MESSAGES, ACCREDITATION_STAGES } from '../accreditation';
import { accreditationReportTitle } from '../accreditation-reads';
import { optionalText } from '../auth';
import { CONTRACTS_NE, CONTRACTS_NE_PARTS } from './ne';
import { TemplateIndex, fillTemplate, translateFinished } from './templates';

const DEVANAGARI = /[\u0900-\u097F]/;
const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;
const ENTRIES = Object.entries(CONTRACTS_NE);

const placeholdersOf = (text: string): string[] =>
  [...new Set([...text.matchAll(PLACEHOLDER)].map((match) => match[1] ?? ''))].sort();

/** A text needs no entry when it is written in Devanagari already (the language name नेपाली). */
const needsEntry = (text: string): boolean => !DEVANAGARI.test(text);

/** The texts of `texts` that have no Nepali. */
const withoutNepali = (texts: Iterable<string>): string[] =>
  [...new Set(texts)].filter((text) => needsEntry(text) && CONTRACTS_NE[text] === undefined);

const templates = new TemplateIndex();
templates.add(CONTRACTS_NE);
const nepaliOf = (text: string): string =>
  translateFinished(text, (key) => CONTRACTS_NE[key], templates, fillTemplate);

describe('the Nepali catalogue itself', () => {
  it('holds each key in one part only (a part per domain, ne/)', () => {
    const partsOf = new Map<string, string[]>();
    for (const [part, catalogue] of Object.entries(CONTRACTS_NE_PARTS)) {
      for (const key of Object.keys(catalogue))
        partsOf.set(key, [...(partsOf.get(key) ?? []), part]);
    }
    expect([...partsOf].filter(([, parts]) => parts.length > 1)).toEqual([]);
    expect(partsOf.size).toBe(ENTRIES.length);
  });

  it('has a Nepali value for each key, never the key itself', () => {
    expect(ENTRIES.length).toBeGreaterThan(1000);
    expect(ENTRIES.filter(([, value]) => !DEVANAGARI.test(value)).map(([key]) => key)).toEqual([]);
    expect(ENTRIES.filter(([key, value]) => key === value).map(([key]) => key)).toEqual([]);
    expect(ENTRIES.filter(([, value]) => value.trim() === '').map(([key]) => key)).toEqual([]);
  });

  it('keeps every placeholder of a key in its value, and adds none', () => {
    const mismatched = ENTRIES.filter(
      ([key, value]) => placeholdersOf(key).join() !== placeholdersOf(value).join(),
    ).map(([key]) => key);
    expect(mismatched).toEqual([]);
  });

  it('never names a placeholder count (i18next would look for plural forms)', () => {
    expect(ENTRIES.filter(([key]) => placeholdersOf(key).includes('count'))).toEqual([]);
  });
});

function isContract(value: unknown): value is AnyResourceContract {
  return (
    typeof value === 'object' &&
    value !== null &&
    'fields' in value &&
    'title' in value &&
    'uploads' in value &&
    'messages' in value
  );
}

const contracts: AnyResourceContract[] = (Object.values(RESOURCES) as unknown[]).filter(isContract);

/** Everything of a field a user reads: its label (as forms show it), messages, hints, options. */
function fieldTexts(spec: FieldSpec): string[] {
  const texts = [spec.label, shownLabel(spec)];
  if (spec.required) texts.push(spec.required);
  if (spec.section) texts.push(spec.section);
  if (spec.choicesFrom) texts.push(spec.choicesFrom.hint);
  if (spec.sameAs) texts.push(spec.sameAs.label);
  if (spec.kind === 'choice') texts.push(...spec.options.map((option) => option.label));
  if ((spec.kind === 'text' || spec.kind === 'longText') && spec.pattern)
    texts.push(spec.pattern.message);
  return texts;
}

function contractTexts(contract: AnyResourceContract): string[] {
  return [
    contract.title,
    ...Object.values(contract.fields).flatMap(fieldTexts),
    ...Object.values(contract.messages),
    ...Object.values(contract.uniqueEach),
    ...Object.values(contract.uploads).flatMap((upload) => [
      upload.label,
      ...Object.values(upload.messages ?? {}),
    ]),
  ];
}

describe('the resource contracts', () => {
  it('finds the exported contracts', () => {
    expect(contracts.length).toBeGreaterThan(50);
  });

  it.each(contracts.map((contract) => [contract.name, contract] as const))(
    '%s: every title, label, option and message has Nepali',
    (_name, contract) => {
      expect(withoutNepali(contractTexts(contract))).toEqual([]);
    },
  );

  it('each lower-case title (what a record still in use is called) has Nepali, one and many', () => {
    const nouns = contracts.flatMap((contract) => {
      const noun = contract.title.toLowerCase();
      return [noun, CONTRACTS.pluralOf(noun)];
    });
    const records = Object.values(RECORD_NOUNS).flatMap((noun) => [noun, CONTRACTS.pluralOf(noun)]);
    expect(withoutNepali([...nouns, ...records])).toEqual([]);
  });

  it('translates the message each field rule gives a wrong value', () => {
    const wrongValues = (spec: FieldSpec): unknown[] => {
      switch (spec.kind) {
        case 'text':
        case 'longText':
          return [undefined, 5, 'x'.repeat(spec.max + 1), 'a\u0000b', '@@@'];
        case 'integer':
        case 'decimal':
          return [undefined, 'x', 1.5, -1e15, 1e15];
        case 'choice':
          return [undefined, 'not-a-choice'];
        case 'date':
          return [undefined, 5, '2020-13-45', '0000-01-01'];
        case 'flag':
        case 'status':
          return [undefined, 'yes'];
        case 'reference':
          return [undefined, 'x', 0, 1.5, 3e9];
      }
    };
    const untranslated: string[] = [];
    for (const contract of contracts) {
      for (const spec of Object.values(contract.fields)) {
        for (const value of wrongValues(spec)) {
          const parsed = fieldSchema(spec).safeParse(value);
          for (const issue of parsed.error?.issues ?? []) {
            if (!DEVANAGARI.test(nepaliOf(issue.message))) untranslated.push(issue.message);
          }
        }
      }
    }
    expect([...new Set(untranslated)]).toEqual([]);
  });
});

/** Every string under an object or array (message catalogues, label lists). */
function stringLeaves(value: unknown, depth = 0): string[] {
  if (typeof value === 'string') return [value];
  if (depth > 5 || value === null || typeof value !== 'object') return [];
  return Object.values(value).flatMap((inner) => stringLeaves(inner, depth + 1));
}

/** What the label lists show: the `label`, `title`, `header` ... of each of their entries. */
const SHOWN_KEYS = new Set(['label', 'title', 'header', 'groupHeader', 'seriesHeader', 'dataOf']);
function shownTexts(value: unknown, depth = 0): string[] {
  if (depth > 5 || value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) =>
    typeof inner === 'string' ? (SHOWN_KEYS.has(key) ? [inner] : []) : shownTexts(inner, depth + 1),
  );
}

const exported = Object.entries(CONTRACTS as Readonly<Record<string, unknown>>);

describe('the message catalogues and label lists', () => {
  it('has every string of MESSAGES', () => {
    expect(withoutNepali(stringLeaves(MESSAGES))).toEqual([]);
  });

  it('has every string of every exported *_MESSAGES and *_TEXTS catalogue', () => {
    const catalogues = exported.filter(([name]) => /(^|_)(MESSAGES|TEXTS)$/.test(name));
    expect(catalogues.length).toBeGreaterThan(30);
    const missing = catalogues.flatMap(([name, catalogue]) =>
      withoutNepali(stringLeaves(catalogue)).map((text) => `${name}: ${text}`),
    );
    expect(missing).toEqual([]);
  });

  it('has every label, title and heading of the exported constant lists', () => {
    const lists = exported.filter(
      ([name, value]) => /^[A-Z][A-Z0-9_]+$/.test(name) && typeof value === 'object',
    );
    const missing = lists.flatMap(([name, list]) =>
      withoutNepali(shownTexts(list)).map((text) => `${name}: ${text}`),
    );
    expect(missing).toEqual([]);
  });

  it('has every value of the label records (titles, descriptions, kinds)', () => {
    const records = exported.filter(([name]) =>
      /_(LABELS|TITLES|DESCRIPTIONS)$|^DOCUMENT_KINDS$|^QAA_CRITERIA$|^ROLES$/.test(name),
    );
    expect(records.length).toBeGreaterThan(8);
    const missing = records.flatMap(([name, record]) =>
      withoutNepali(stringLeaves(record)).map((text) => `${name}: ${text}`),
    );
    expect(missing).toEqual([]);
  });

  it('has the provinces, the report sections and the land units', () => {
    const texts = [
      ...CONTRACTS.PROVINCES.map((province) => province.name),
      ...CONTRACTS.REPORT_SECTIONS.flatMap((section) => [
        section.title,
        section.groupHeader,
        ...CONTRACTS.reportColumns(section).map((column) => column.header),
      ]),
      ...CONTRACTS.AGE_GROUPS.map((group) => group.group).filter((group) => /[a-z]/i.test(group)),
      CONTRACTS.landUnitsLabel('hill'),
      CONTRACTS.landUnitsLabel('terai'),
      ...CONTRACTS.BS_MONTH_NAMES.en,
    ];
    expect(withoutNepali(texts)).toEqual([]);
  });
});

/** A message as the API fills its `{...}` (accreditation.ts). */
const fillOne = (message: string, value: string) => message.replace(/\{\w+\}/, value);

const division: GradingRules = {
  kind: 'division',
  passPercentage: 40,
  bands: [
    { label: 'First', minPercentage: 60, maxPercentage: 100 },
    { label: 'Fail', minPercentage: 0, maxPercentage: 39.99 },
  ],
};
const gpa: GradingRules = { ...division, kind: 'gpa' };

/** The message a grading function throws for a subject set up wrongly. */
function gradingError(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('expected a grading error');
}

const usedBy = (count: number, noun: string): RecordUse => ({ count, noun });
const aana = LAND_UNITS.hill[1]!;
const ropani = LAND_UNITS.hill[0]!;
const tooLong = optionalText(5).safeParse('abcdefgh').error?.issues[0]?.message ?? '';

/** Finished messages built by the contracts' functions, with sample arguments. */
const BUILT_MESSAGES: readonly string[] = [
  INPUT_MESSAGES.id('Campus'),
  INPUT_MESSAGES.number('Amount (NPR)'),
  INPUT_MESSAGES.wholeNumber('Floors'),
  INPUT_MESSAGES.atLeast('Duration (years)', 1),
  INPUT_MESSAGES.atMost('Ward No.', 33),
  INPUT_MESSAGES.flag('Automated'),
  INPUT_MESSAGES.date('Joining Date'),
  INPUT_MESSAGES.noNul('Remarks'),
  INPUT_MESSAGES.stillUsed('University', [usedBy(12, 'campus')]),
  INPUT_MESSAGES.stillUsed('University', [
    usedBy(1, 'campus'),
    usedBy(3, RECORD_NOUNS.users ?? ''),
  ]),
  INPUT_MESSAGES.stillUsed('Fiscal Year', [
    usedBy(2, 'batch'),
    usedBy(1, 'holiday'),
    usedBy(4, 'exam'),
  ]),
  INPUT_MESSAGES.stillUsed('Employee', [
    usedBy(2, 'teaching load'),
    usedBy(1, 'user account'),
    usedBy(4, 'document'),
    usedBy(3, 'research activity'),
  ]),
  unknownListField('nickname'),
  `${MESSAGES.subject.addFailurePrefix}Subject Name is required`,
  tooLong,
  PERMISSION_MESSAGES.lastChanged('Ram Thapa', '2081-04-01'),
  PERMISSION_MESSAGES.lastChanged(null, '2081-04-01'),
  PERMISSION_MESSAGES.lastChanged(null, null),
  bandGapMessage('A', 'B', 'gap'),
  bandGapMessage('A', 'B', 'overlap'),
  `Band 2: ${GRADING_MESSAGES.bandsOrder}`,
  gradingError(() => bandFor(division, 100.5)),
  gradingError(() =>
    computeSubjectResult(
      { subjectName: 'Physics', theoryFullMarks: 50, theoryPassMarks: 60 },
      {},
      division,
    ),
  ),
  gradingError(() => computeSubjectResult({ subjectName: 'Physics' }, {}, division)),
  gradingError(() => computeSubjectResult({}, {}, division)),
  gradingError(() =>
    computeSubjectResult({ subjectName: 'Physics', theoryFullMarks: 100 }, {}, gpa),
  ),
  gradingError(() =>
    computeSubjectResult(
      { subjectName: 'Physics', theoryFullMarks: 100 },
      { theory: 120 },
      division,
    ),
  ),
  overFullMarksMessage(75),
  RESULT_MESSAGES.computed({ computed: 40, passed: 30, failed: 10, absent: 0 }),
  RESULT_MESSAGES.computed({ computed: 40, passed: 30, failed: 8, absent: 2 }),
  CONTRACTS.UPGRADE_MESSAGES.upgraded(12, 0),
  CONTRACTS.UPGRADE_MESSAGES.upgraded(12, 5),
  CONTRACTS.IMPORT_MESSAGES.done(250),
  CONTRACTS.IMPORT_MESSAGES.unknownReference('Program', 'BSc CSIT'),
  CONTRACTS.IMPORT_MESSAGES.duplicateInFile('Citizenship No.', 7),
  CONTRACTS.VOUCHER_MESSAGES.unbalanced(150_000, 100_000),
  CONTRACTS.CHARACTER_MESSAGES.replacedBy('14 (2081/82)'),
  CONTRACTS.studyPeriodLabel({ studyFromYear: 2076, studyToYear: 2080 }),
  CONTRACTS.studyPeriodLabel({ studyFromYear: 2076, studyToYear: null }),
  CONTRACTS.outsideFiscalYearMessage({
    label: '2081/82',
    startDate: '2024-07-16',
    endDate: '2025-07-16',
  }),
  CONTRACTS.classClashMessage('Physics'),
  CONTRACTS.roomClashMessage('101', 'Physics'),
  LAND_AREA_MESSAGES.partTooLarge(aana, ropani),
  LAND_AREA_MESSAGES.otherSystem(LAND_UNITS.terai[0]!, 'hill'),
  LAND_AREA_MESSAGES.otherSystem(ropani, 'terai'),
  fillOne(ACCREDITATION_MESSAGES.stillAccredited, '2027-01-01'),
  fillOne(ACCREDITATION_MESSAGES.notNext, ACCREDITATION_STAGES[6].label),
  fillOne(ACCREDITATION_MESSAGES.beforePrevious, '2026-05-01'),
  accreditationReportTitle({ by: 'province' }),
  accreditationReportTitle({ by: 'university', expiringWithinMonths: 6 }),
  CONTRACTS.VERIFICATION_MAIL.verified('Sita', 'Amrit Campus', null),
  CONTRACTS.VERIFICATION_MAIL.verified('Sita', 'Amrit Campus', 'https://hemis.example/login'),
  CONTRACTS.VERIFICATION_MAIL.rejected('Sita', 'Amrit Campus', 'The photo is missing'),
  CONTRACTS.OPEN_ENROLMENT_MAIL.received('Sita', 'Amrit Campus', 'BSc CSIT', '12 (2081/82)'),
  formatBsAd('2024-07-16'),
];

describe('messages built by a function', () => {
  it.each(BUILT_MESSAGES.map((message) => [message]))('"%s" has a Nepali template', (message) => {
    expect(message).not.toBe('');
    const nepali = nepaliOf(message);
    expect(nepali).not.toBe(message);
    expect(DEVANAGARI.test(nepali)).toBe(true);
    // A template that matched left no placeholder unfilled.
    expect(nepali).not.toMatch(PLACEHOLDER);
  });

  it('translates the labels inside a message and keeps the values that are data', () => {
    expect(nepaliOf('Amount (NPR) must be a number')).toBe('रकम (रु.) सङ्ख्या हुनुपर्छ');
    expect(nepaliOf('Campus Name is required')).toBe('क्याम्पसको नाम आवश्यक छ');
    expect(nepaliOf(INPUT_MESSAGES.atLeast('Floors', 1))).toBe('तला कम्तीमा 1 हुनुपर्छ');
    expect(nepaliOf(CONTRACTS.IMPORT_MESSAGES.unknownReference('Program', 'BSc CSIT'))).toBe(
      'कार्यक्रम "BSc CSIT" फेला परेन',
    );
    expect(
      nepaliOf(
        INPUT_MESSAGES.stillUsed('University', [usedBy(12, 'campus'), usedBy(3, 'user account')]),
      ),
    ).toBe('यो विश्वविद्यालय अझै पनि 12 क्याम्पस र 3 प्रयोगकर्ता खातामा प्रयोग भइरहेको छ।');
    expect(nepaliOf(fillOne(ACCREDITATION_MESSAGES.notNext, 'Final Visit'))).toBe(
      'यो चक्रको अर्को चरण अन्तिम भ्रमण हो।',
    );
  });
});
