import { graduationSetupContract } from '@hemis/shared-contracts';
import { defineResource } from '@hemis/shared-ui';
import { StudentsText } from '../i18n/Text';
import { GRADUATION_TEXTS } from './texts';

/** student-management/graduationtable-setups: what each level's graduation form requires. */
export default defineResource({
  contract: graduationSetupContract,
  title: GRADUATION_TEXTS.setupTitle,
  description: <StudentsText text={GRADUATION_TEXTS.setupDescription} />,
});
