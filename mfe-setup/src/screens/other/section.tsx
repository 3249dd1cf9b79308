import { sectionContract } from '@hemis/shared-contracts';
import { defineResource } from '@hemis/shared-ui';
// The module's Nepali, for this screen's declared texts (also when loaded alone).
import '../../i18n/texts';

/** Administrative sections of a university or campus. */
export default defineResource({
  contract: sectionContract,
  title: 'Section Setup',
});
