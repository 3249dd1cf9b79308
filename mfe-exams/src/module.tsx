import { buildingAll, defineRemoteModule, sectionHome, sectionIndex } from '@hemis/shared-ui';
import pkg from '../package.json';

const x = (page: string) => `exam-management/${page}`;
const p = (page: string) => `pass-rate-management/${page}`;

/** Exam types, schedules, routines, marks entry, results and pass rates. */
export default defineRemoteModule({
  id: pkg.hemis.name,
  title: 'Exams',
  sections: pkg.hemis.sections,
  routes: [
    sectionHome(x('home'), 'exam-management', 'Exam Management', { counts: ['students'] }),
    sectionIndex('exam-management'),
    ...buildingAll([
      [x('exam-appear'), 'Exam Appearance'],
      [x('exam-list'), 'Exam Schedule'],
      [x('exam-schedule'), 'Exam Schedule Setup'],
      [x('exam-type'), 'Exam Type Setup'],
      [x('exam-routine'), 'Exam Routine'],
      [x('routine-list'), 'Routine Schedule'],
      [x('marks-entry'), 'Marks Entry'],
      [x('marks-entry/:id'), 'Marks Entry'],
      [x('view-result/:id'), 'Exam Result'],
      [x('results'), 'Results'],
      [x('marks-list/:id'), 'Marks List'],
    ]),
    sectionHome(p('home'), 'pass-rate-management', 'Pass Rate Management', {
      counts: ['students'],
    }),
    sectionIndex('pass-rate-management'),
    ...buildingAll([
      [p('exam-schedule'), 'Pass Rate: Exam Schedule'],
      [p('exam-appeared'), 'Pass Rate: Exam Appeared'],
      [p('student-appeared'), 'Pass Rate: Students Appeared'],
      [p('student-passed'), 'Pass Rate: Students Passed'],
      [p('student-appear'), 'Pass Rate: Student Appear'],
      [p('student-result-entry'), 'Pass Rate: Student Result Entry'],
    ]),
  ],
});
