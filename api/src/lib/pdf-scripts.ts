/**
 * Devanagari beside Latin on one page. pdfkit draws a text in one font, and no font the API
 * ships has both scripts (Helvetica has no Devanagari; the Noto Sans Devanagari it embeds has no
 * Latin letters, digits or punctuation). A document drawn with `scriptAware` splits each line it
 * draws into runs of one script and draws each run in a font of that script, of the same weight:
 * a Nepali label with a Latin registration number, a "रु." with its figures, or a Latin name
 * in a Nepali sentence all print. Widths are measured the same way, so wrapping, centring,
 * right alignment and justification see the true width of a mixed line. Texts with no
 * Devanagari are drawn exactly as pdfkit draws them.
 */
import type PDFDocument from 'pdfkit';

/** A Devanagari letter, sign or digit (and the joiners that shape conjuncts). */
const DEVANAGARI_CHAR = /[\u0900-\u097F\u200C\u200D]/;
const HAS_DEVANAGARI = /[\u0900-\u097F]/;

/** What of a pdfkit font this uses. */
interface FontLike {
  name: string;
  ascender: number;
}

type TextOptions = PDFKit.Mixins.TextOptions & {
  lineWidth?: number;
  textWidth?: number;
  wordCount?: number;
  baseline?: number | string;
};

/** The pdfkit internals a script-aware document overrides (pdfkit 0.20). */
interface Internals {
  _font: FontLike;
  _fontSize: number;
  _fontSource: unknown;
  _fontFamily: unknown;
  widthOfString(text: string, options?: TextOptions): number;
  _fragment(text: string, x: number, y: number, options: TextOptions): void;
  _text(
    text: unknown,
    x: unknown,
    y: unknown,
    options: unknown,
    lineCallback: (...args: unknown[]) => void,
  ): unknown;
}

export interface Run {
  text: string;
  devanagari: boolean;
}

/**
 * A text as runs of one script. Spaces join the run before them (the first run takes those that
 * open the text), so a line of Nepali words is one run.
 */
export function scriptRuns(text: string): Run[] {
  const runs: Run[] = [];
  let pending = '';
  for (const char of text) {
    if (/\s/.test(char)) {
      const last = runs[runs.length - 1];
      if (last) last.text += char;
      else pending += char;
      continue;
    }
    const devanagari = DEVANAGARI_CHAR.test(char);
    const last = runs[runs.length - 1];
    if (last && last.devanagari === devanagari) last.text += char;
    else {
      runs.push({ text: pending + char, devanagari });
      pending = '';
    }
  }
  if (pending) runs.push({ text: pending, devanagari: false });
  return runs;
}

const isDevanagariFont = (font: FontLike) => /devanagari/i.test(font.name);
const isBold = (font: FontLike) => /bold|black|heavy/i.test(font.name);

/**
 * Makes the document draw Devanagari runs in the given font files (regular and bold) and the
 * other runs in the font in use (Helvetica when the font in use is a Devanagari one).
 */
export function scriptAware(
  document: typeof PDFDocument.prototype,
  devanagari: { regular: string; bold: string },
): void {
  // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- pdfkit's types leave out the document internals this wraps (its text drawing)
  const doc = document as unknown as Internals;
  const width = doc.widthOfString.bind(doc);
  const fragment = doc._fragment.bind(doc);
  const text = doc._text.bind(doc);

  /** The companion fonts of each font in use, opened once. */
  const companions = new Map<FontLike, { devanagari: FontLike; latin: FontLike }>();
  /** While a text is drawn in a Devanagari font it switched to: the font it switched from. */
  let latinOfCall: FontLike | null = null;
  /** The font whose baseline a line of continued texts keeps (the first text's). */
  let lineFont: FontLike | null = null;
  let chainOpen = false;

  const open = (source: string): FontLike => {
    const saved = [doc._font, doc._fontSource, doc._fontFamily] as const;
    document.font(source);
    const font = doc._font;
    [doc._font, doc._fontSource, doc._fontFamily] = saved;
    return font;
  };
  const companionsOf = (font: FontLike) => {
    let found = companions.get(font);
    if (!found) {
      const bold = isBold(font);
      found = isDevanagariFont(font)
        ? { devanagari: font, latin: open(bold ? 'Helvetica-Bold' : 'Helvetica') }
        : { devanagari: open(bold ? devanagari.bold : devanagari.regular), latin: font };
      companions.set(font, found);
    }
    return found;
  };
  const fontOf = (run: Run): FontLike => {
    const base = doc._font;
    if (run.devanagari) return companionsOf(base).devanagari;
    if (isDevanagariFont(base)) return latinOfCall ?? companionsOf(base).latin;
    return base;
  };
  const withFont = <T>(font: FontLike, draw: () => T): T => {
    const saved = doc._font;
    doc._font = font;
    try {
      return draw();
    } finally {
      doc._font = saved;
    }
  };
  /** Whether the text has a run the font in use cannot draw. */
  const mixed = (value: string): boolean => {
    if (isDevanagariFont(doc._font)) return /[^\s\u0900-\u097F\u200C\u200D]/.test(value);
    return HAS_DEVANAGARI.test(value);
  };

  doc.widthOfString = (value: string, options?: TextOptions): number => {
    if (!mixed(value)) return width(value, options);
    return scriptRuns(value).reduce(
      (sum, run) => sum + withFont(fontOf(run), () => width(run.text, options)),
      0,
    );
  };

  doc._text = (value, x, y, options, lineCallback) => {
    // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- pdfkit's text() takes its options either second or third (overloads typed as any)
    const given = (x && typeof x === 'object' ? x : options) as TextOptions | undefined;
    // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- pdfkit's text() types its value as any; it is drawn as a string
    const string = value === null || value === undefined ? '' : String(value as string);
    if (!chainOpen) lineFont = null;
    const base = doc._font;
    // A text with Devanagari is laid out in the Devanagari font (its line height), its Latin
    // runs still in the font it was given.
    const switched = HAS_DEVANAGARI.test(string) && !isDevanagariFont(base);
    const savedLatin = latinOfCall;
    if (switched) {
      latinOfCall = base;
      doc._font = companionsOf(base).devanagari;
    }
    lineFont ??= doc._font;
    try {
      return text(value, x, y, options, lineCallback);
    } finally {
      if (switched) doc._font = base;
      latinOfCall = savedLatin;
      chainOpen = given?.continued === true;
      if (!chainOpen) lineFont = null;
    }
  };

  doc._fragment = (value: string, x: number, y: number, options: TextOptions) => {
    const base = doc._font;
    const size = doc._fontSize;
    const keep = lineFont && lineFont !== base ? lineFont : null;
    const baseline = -((keep ?? base).ascender / 1000) * size;
    if (!mixed(value)) {
      fragment(value, x, y, keep ? { ...options, baseline } : options);
      return;
    }
    const align = options.width ? (options.align ?? 'left') : 'left';
    const runOptions: TextOptions = {
      ...options,
      align: 'left',
      baseline,
      wordSpacing: 0,
      textWidth: undefined,
      wordCount: undefined,
    };
    const drawRuns = (part: string, at: number): number => {
      let cursor = at;
      for (const run of scriptRuns(part)) {
        const font = fontOf(run);
        withFont(font, () => {
          fragment(run.text, cursor, y, runOptions);
          cursor += width(run.text, options);
        });
      }
      return cursor;
    };
    const lineWidth = options.lineWidth ?? 0;
    if (align === 'justify') {
      const words = value.trim().split(/\s+/);
      const natural = words.reduce((sum, word) => sum + doc.widthOfString(word, options), 0);
      const gap = words.length > 1 ? (lineWidth - natural) / (words.length - 1) : 0;
      let cursor = x;
      for (const word of words) cursor = drawRuns(word, cursor) + gap;
      return;
    }
    let start = x;
    if (align === 'right')
      start += lineWidth - doc.widthOfString(value.replace(/\s+$/, ''), options);
    else if (align === 'center') {
      start += lineWidth / 2 - (options.textWidth ?? doc.widthOfString(value, options)) / 2;
    }
    drawRuns(value, start);
  };
}
