import { generalFeeTypeContract } from '@hemis/shared-contracts';
import { defineResource, FeeSetupLink } from '@hemis/shared-ui';

/**
 * General fee types (admission, registration, examination, fine...): the commission's standard
 * types serve every campus; a university or campus adds its own. A receipt credits a fee to its
 * income ledger (by default the standard chart's ledger of its category).
 */
export default defineResource({
  contract: generalFeeTypeContract,
  title: 'General Fee Type Setup',
  description: <FeeSetupLink />,
});
