import { holidayContract } from '@hemis/shared-contracts';
import { defineResource } from '@hemis/shared-ui';

/** Holidays of a university or campus (/holiday-setups). */
export default defineResource({
  contract: holidayContract,
  title: 'Holiday Setup',
});
