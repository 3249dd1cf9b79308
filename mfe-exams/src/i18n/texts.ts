import { packageTexts, type Translate } from '@hemis/shared-ui';
import { EXAMS_NE } from './ne';

/** The exams module's texts, registered as the module loads (a module deployed alone brings them). */
export const examsTexts = packageTexts('exams', EXAMS_NE);

/**
 * A text with its `{{placeholders}}` filled, in English: what a text function of the module's
 * texts.ts gives when no translate function is passed (tests, logs).
 */
export const inEnglish: Translate = (text, values) =>
  text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => {
    const value = values?.[name];
    return value === undefined ? whole : String(value);
  });
