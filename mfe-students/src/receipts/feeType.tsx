import { feeTypeContract } from '@hemis/shared-contracts';
import { defineResource, FeeSetupLink } from '@hemis/shared-ui';

/** Course fee types (tuition, practical...), charged per year or semester of a program. */
export default defineResource({
  contract: feeTypeContract,
  title: 'Fee Type Setup',
  description: <FeeSetupLink />,
});
