import { levelContract } from '@hemis/shared-contracts';
import { defineResource } from '@hemis/shared-ui';
// The module's Nepali, for this screen's declared texts (also when loaded alone).
import '../i18n/texts';

/** Level Management with its Edit Level dialog (spec sections 2, 3, 5, 8). */
export default defineResource({
  contract: levelContract,
  title: 'Level Management',
});
