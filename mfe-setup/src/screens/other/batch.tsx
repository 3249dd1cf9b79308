import { batchContract } from '@hemis/shared-contracts';
import { defineResource } from '@hemis/shared-ui';
// The module's Nepali, for this screen's declared texts (also when loaded alone).
import '../../i18n/texts';

/** Batch setup (Batch: GET, POST, PUT /{id}); a batch may belong to a fiscal year. */
export default defineResource({
  contract: batchContract,
  title: 'Batch Setup',
  filters: ['fiscalYearId', 'status'],
});
