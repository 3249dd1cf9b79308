/**
 * The one rule for text a user sends: characters that hide, reorder or break what a list, an
 * export or a printout shows are never kept. Every text schema of the contracts is built on
 * `textInput`, and printed documents and kept file names pass through `withoutHiddenControls`.
 */
import { z } from 'zod';

/**
 * Direction controls (U+202A–U+202E, U+2066–U+2069, U+200E/U+200F, U+061C: "photo\u202Efdp.exe"
 * reads as "photoexe.pdf"), zero-width characters that only hide (U+200B, U+2060, U+FEFF; the
 * joiners U+200C/U+200D stay, Devanagari conjuncts need them) and C0 and C1 controls, NUL among
 * them. Tabs and line breaks are handled apart (kept in multi-line text).
 */
const HIDDEN_CONTROLS =
  // eslint-disable-next-line no-control-regex -- control characters are what this removes
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u061c\u200b\u200e\u200f\u202a-\u202e\u2060\u2066-\u2069\ufeff]/g;
/** Line breaks of any convention (CR LF, CR, the Unicode line and paragraph separators). */
const LINE_BREAKS = /\r\n?|[\u2028\u2029]/g;

/**
 * `text` without hidden controls. Multi-line text keeps its line breaks (as `\n`) and tabs; in a
 * one-line text they become spaces, so words stay apart.
 */
export function withoutHiddenControls(text: string, multiLine = false): string {
  const kept = text.replace(LINE_BREAKS, '\n').replace(HIDDEN_CONTROLS, '');
  return multiLine ? kept : kept.replace(/[\t\n]/g, ' ');
}

/** The NUL character: PostgreSQL text cannot hold it, so a text with one is refused. */
const NUL = '\u0000';

export interface TextInputOptions {
  /** The message of a value that is not text (default zod's). */
  error?: string;
  /** The message of a text with a NUL character. */
  nul?: string;
  /** Keep line breaks and tabs (remarks, reasons, descriptions). */
  multiLine?: boolean;
}

/**
 * A text field's schema: a NUL refused with a field message (never stored), the other hidden
 * controls removed (`withoutHiddenControls`), then trimmed. Chain `.min`, `.max`, `.regex` on it.
 */
export function textInput(options: TextInputOptions = {}): z.ZodString {
  const { error, nul = 'Text must not contain NUL', multiLine = false } = options;
  return z
    .string(error === undefined ? undefined : { error })
    .refine((value) => !value.includes(NUL), { error: nul })
    .overwrite((value) => withoutHiddenControls(value, multiLine))
    .trim();
}
