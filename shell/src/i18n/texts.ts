import { packageTexts, translateMessage, useLanguage } from '@hemis/shared-ui/src/i18n/texts';
import { SHELL_NE } from './ne';

/** The shell's texts (a file import: the lean sign-in path uses it without the kit). */
export const shellTexts = packageTexts('shell', SHELL_NE);

/**
 * A finished message of the contracts' (a MESSAGES text, the API's answer) in the current
 * language, re-rendering the component when it changes; its Nepali is the contracts' catalogue's.
 */
export function useMessages(): (text: string) => string {
  useLanguage();
  return translateMessage;
}

/**
 * An enumerated value as users read it, in the current language: its choice's label through `t`
 * (a contract's option label is a text), else the value as it is (data), `empty` for none.
 */
export function choiceText(
  t: (text: string) => string,
  choices: readonly { value: string | number; label: string }[] | undefined,
  value: unknown,
  empty = '',
): string {
  if (value === null || value === undefined || value === '') return empty;
  const choice = choices?.find((entry) => String(entry.value) === String(value));
  return choice ? t(choice.label) : String(value);
}
