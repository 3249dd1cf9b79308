import { packageTexts } from '@hemis/shared-ui/src/i18n/texts';
import { SHELL_NE } from './ne';

/** The shell's texts (a file import: the lean sign-in path uses it without the kit). */
export const shellTexts = packageTexts('shell', SHELL_NE);
