import { packageTexts } from '@hemis/shared-ui';
import { SETUP_NE } from './ne';

/** The setup module's texts, registered as the module loads (a module deployed alone brings them). */
export const setupTexts = packageTexts('setup', SETUP_NE);
