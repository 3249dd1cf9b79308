import { ethnicGroupContract } from '@hemis/shared-contracts';
import { defineResource } from '@hemis/shared-ui';

/** Ethnic group setup with the equity category used in statistics (EthinicGroup: PUT /{id}). */
export default defineResource({
  contract: ethnicGroupContract,
  title: 'Ethnic Group Setup',
});
