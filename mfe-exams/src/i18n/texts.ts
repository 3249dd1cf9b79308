import { packageTexts } from '@hemis/shared-ui';
import { EXAMS_NE } from './ne';

/** The exams module's texts, registered as the module loads (a module deployed alone brings them). */
export const examsTexts = packageTexts('exams', EXAMS_NE);
