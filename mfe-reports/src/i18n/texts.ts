import { packageTexts } from '@hemis/shared-ui';
import { REPORTS_NE } from './ne';

/** The reports module's texts, registered as the module loads (a module deployed alone brings them). */
export const reportsTexts = packageTexts('reports', REPORTS_NE);
