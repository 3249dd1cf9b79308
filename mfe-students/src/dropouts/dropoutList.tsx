import {
  dropoutContract,
  dropoutTimelineSchema,
  studentTimelineOf,
  timelineProblems,
} from '@hemis/shared-contracts';
import {
  defineScopedResource,
  studentPicker,
  translateMessage,
  type FormView,
} from '@hemis/shared-ui';
import { StudentsText } from '../i18n/Text';
import { studentLinkColumn } from '../students/studentLinkColumn';
import { DROPOUT_TEXTS, dropoutLinks } from './texts';

/**
 * The dropout day against the chosen student's admission: the contracts' rule, as the API runs
 * it (the API adds the batch's year, which the picker's rows do not carry).
 */
function dropoutDateCheck(view: FormView): string | undefined {
  const day = view.values.dropoutDate;
  const problem = timelineProblems(dropoutTimelineSchema, {
    ...studentTimelineOf(view.ref('studentId'), null),
    dropoutDate: typeof day === 'string' && day ? day : null,
  }).dropoutDate;
  return problem ? translateMessage(problem) : undefined;
}

/**
 * dropout-management/dropout-list: the campus's dropouts with filters and export; the form
 * records one (an active student found by name or registration number), Delete undoes a wrong
 * entry. Each row links to the student's recommendation and transfer letters.
 */
export default defineScopedResource((scope) => ({
  contract: dropoutContract,
  title: DROPOUT_TEXTS.listTitle,
  description: <StudentsText text={DROPOUT_TEXTS.listDescription} />,
  form: ['studentId', 'dropoutDate', 'reason', 'lastYearOrSemester', 'remarks'],
  columns: [
    'studentName',
    'registrationNo',
    'programId',
    'levelId',
    'gender',
    'dropoutDateBs',
    'fiscalYearId',
    'reason',
    'lastYearOrSemester',
  ],
  keyColumns: ['studentName', 'registrationNo', 'dropoutDateBs', 'reason', 'letters'],
  // A campus's own list has no campus filter; wider readers pick the campus.
  filters: [
    ...(scope === 'campus' ? [] : (['campusId'] as const)),
    'fiscalYearId',
    'programId',
    'levelId',
    'gender',
    'reason',
  ],
  fields: { studentId: studentPicker('active'), dropoutDate: { check: dropoutDateCheck } },
  defaultSort: { field: 'dropoutDate', order: 'desc' },
  extraColumns: [
    studentLinkColumn({
      key: 'letters',
      title: DROPOUT_TEXTS.letters,
      width: 110,
      linkOf: dropoutLinks.letters,
    }),
  ],
}));
