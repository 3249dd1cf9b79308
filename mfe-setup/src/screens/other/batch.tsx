import { batchContract } from '@hemis/shared-contracts';
import { defineResource } from '@hemis/shared-ui';

/** Batch setup (Batch: GET, POST, PUT /{id}); a batch may belong to a fiscal year. */
export default defineResource({
  contract: batchContract,
  title: 'Batch Setup',
  filters: ['fiscalYearId', 'status'],
});
