import type { TextValues } from '@hemis/shared-ui';
import { studentsTexts } from './texts';

/**
 * A text of the module in the current language, as an element: for a declaration's node (a
 * list's description) and other places that take an element and render it as it is.
 */
export function StudentsText({ text, values }: { text: string; values?: TextValues }) {
  const t = studentsTexts.useTexts();
  return <>{t(text, values)}</>;
}
