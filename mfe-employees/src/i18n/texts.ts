import { packageTexts } from '@hemis/shared-ui';
import { EMPLOYEES_NE } from './ne';

/** The employees module's texts, registered as the module loads (a module deployed alone brings them). */
export const employeesTexts = packageTexts('employees', EMPLOYEES_NE);
