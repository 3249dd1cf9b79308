import { examTypeContract } from '@hemis/shared-contracts';
import { defineResource } from '@hemis/shared-ui';
import { EXAM_TEXTS } from './texts';

/** exam-management/exam-type: internal exam types of a campus, board exam types of a university. */
export default defineResource({
  contract: examTypeContract,
  title: EXAM_TEXTS.typeTitle,
  filters: ['kind', 'status'],
});
