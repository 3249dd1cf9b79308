import { z } from 'zod';
import { textInput, withoutHiddenControls } from './text';
import { fieldSchema, longText, text } from './resource';
import { duplicateCheckSchema } from './resources/student';
import { marksGridInputSchema } from './marks';
import { INPUT_MESSAGES } from './messages';

const HIDDEN = [
  '\u202A',
  '\u202B',
  '\u202C',
  '\u202D',
  '\u202E',
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069',
  '\u200E',
  '\u200F',
  '\u061C',
  '\u200B',
  '\u2060',
  '\uFEFF',
  '\u0001',
  '\u001B',
  '\u007F',
  '\u0085',
  '\u009F',
];

describe('withoutHiddenControls', () => {
  it('removes direction controls, zero-width characters and C0/C1 controls', () => {
    for (const hidden of HIDDEN) expect(withoutHiddenControls(`a${hidden}b`)).toBe('ab');
    expect(withoutHiddenControls('photo\u202Efdp.exe')).toBe('photofdp.exe');
    expect(withoutHiddenControls('a\u0000b')).toBe('ab');
  });

  it('keeps the joiners Devanagari needs, and Nepali and accented letters', () => {
    const name = 'क्\u200Dष राम Zoë';
    expect(withoutHiddenControls(name)).toBe(name);
    expect(withoutHiddenControls('र\u200Cा')).toBe('र\u200Cा');
  });

  it('keeps line breaks and tabs in multi-line text only (as spaces in one line)', () => {
    expect(withoutHiddenControls('one\r\ntwo\rthree\u2028four\tfive', true)).toBe(
      'one\ntwo\nthree\nfour\tfive',
    );
    expect(withoutHiddenControls('one\r\ntwo\tthree')).toBe('one two three');
  });
});

describe('textInput and the schemas built on it', () => {
  it('strips hidden controls, then trims', () => {
    const schema = textInput().max(5);
    expect(schema.parse(' a\u202Eb\u200B ')).toBe('ab');
    // Counted after stripping: five letters fit however many controls hide among them.
    expect(schema.parse('a\u202Ab\u202Ac\u202Ad\u202Ae')).toBe('abcde');
    expect(textInput().min(1).safeParse('\u202E \u200F').success).toBe(false);
  });

  it('refuses a NUL character with its message: never stored', () => {
    const result = textInput({ nul: 'No NUL here' }).safeParse('a\u0000b');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('No NUL here');
  });

  it("is every contract field's text rule: one line for text, lines kept for long text", () => {
    const name = fieldSchema(text('Campus Name', { required: 'Campus Name is required' }));
    expect(name.parse('a\u202Eb')).toBe('ab');
    expect(name.parse('a\nb')).toBe('a b');
    expect(name.safeParse('\u202E').success).toBe(false);
    const nul = name.safeParse('a\u0000b');
    expect(nul.error?.issues.map((issue) => issue.message)).toContain(
      INPUT_MESSAGES.noNul('Campus Name'),
    );
    expect(fieldSchema(longText('Remarks')).parse('one\r\ntwo\u202E')).toBe('one\ntwo');
  });

  it('covers the schemas of their own: the marks amendment reason, the duplicate check', () => {
    const grid = marksGridInputSchema.safeParse({ rows: [], reason: 'typo\u0000' });
    expect(grid.success).toBe(false);
    expect(marksGridInputSchema.parse({ rows: [], reason: 'typo\u202E\nfixed' }).reason).toBe(
      'typo\nfixed',
    );
    expect(duplicateCheckSchema.safeParse({ firstName: 'Ra\u0000m' }).success).toBe(false);
    expect(duplicateCheckSchema.safeParse({ lastName: 'Sha\u0000rma' }).success).toBe(false);
    expect(duplicateCheckSchema.parse({ firstName: 'Ra\u202Em' }).firstName).toBe('Ram');
  });

  it('stays a string schema: its JSON Schema (the OpenAPI document) is a plain string', () => {
    expect(z.toJSONSchema(textInput().max(10))).toMatchObject({ type: 'string', maxLength: 10 });
  });
});
