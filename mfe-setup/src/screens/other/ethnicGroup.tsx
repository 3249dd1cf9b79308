import { ethnicGroupContract } from '@hemis/shared-contracts';
import { defineResource } from '@hemis/shared-ui';
// The module's Nepali, for this screen's declared texts (also when loaded alone).
import '../../i18n/texts';

/** Ethnic group setup with the equity category used in statistics (EthinicGroup: PUT /{id}). */
export default defineResource({
  contract: ethnicGroupContract,
  title: 'Ethnic Group Setup',
});
