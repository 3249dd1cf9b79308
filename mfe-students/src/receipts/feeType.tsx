import { feeTypeContract } from '@hemis/shared-contracts';
import { defineResource } from '@hemis/shared-ui';
import { FeeSetupLink } from './FeeSetupLink';

/** Course fee types (tuition, practical...), charged per year or semester of a program. */
export default defineResource({
  contract: feeTypeContract,
  title: 'Fee Type Setup',
  description: <FeeSetupLink />,
});
