import { sectionContract } from '@hemis/shared-contracts';
import { defineResource } from '@hemis/shared-ui';

/** Administrative sections of a university or campus. */
export default defineResource({
  contract: sectionContract,
  title: 'Section Setup',
});
