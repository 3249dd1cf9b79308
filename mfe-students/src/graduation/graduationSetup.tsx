import { graduationSetupContract } from '@hemis/shared-contracts';
import { defineResource } from '@hemis/shared-ui';
import { GRADUATION_TEXTS } from './texts';

/** student-management/graduationtable-setups: what each level's graduation form requires. */
export default defineResource({
  contract: graduationSetupContract,
  title: GRADUATION_TEXTS.setupTitle,
  description: GRADUATION_TEXTS.setupDescription,
});
