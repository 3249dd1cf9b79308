import { packageTexts } from '@hemis/shared-ui';
import { ACCREDITATION_NE } from './ne';

/** The accreditation module's texts, registered as the module loads (a module deployed alone brings them). */
export const accreditationTexts = packageTexts('accreditation', ACCREDITATION_NE);
