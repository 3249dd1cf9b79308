import { packageTexts } from '@hemis/shared-ui';
import { STUDENTS_NE } from './ne';

/** The students module's texts, registered as the module loads (a module deployed alone brings them). */
export const studentsTexts = packageTexts('students', STUDENTS_NE);
