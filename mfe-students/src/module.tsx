import {
  building,
  buildingAll,
  defineRemoteModule,
  sectionHome,
  sectionIndex,
  staffSummaryRoutes,
  studentSummaryRoutes,
} from '@hemis/shared-ui';
import pkg from '../package.json';
import { studentRoutes } from './students/routes';

const s = (page: string) => `student-management/${page}`;

/** Students, identity cards, receipts and fees, graduation, dropouts, character certificates. */
export default defineRemoteModule({
  id: pkg.hemis.name,
  title: 'Students',
  sections: pkg.hemis.sections,
  routes: [
    sectionHome(s('home'), 'student-management', 'Student Management', { counts: ['students'] }),
    sectionIndex('student-management'),
    ...staffSummaryRoutes('student-management'),
    ...studentSummaryRoutes('student-management'),
    ...studentRoutes,
    ...buildingAll([[s('graduationtable-setups'), 'Graduation Table Setup']]),
    sectionHome('dropout-management/home', 'dropout-management', 'Dropout Management', {
      counts: ['students'],
    }),
    sectionIndex('dropout-management'),
    building('dropout-management/dropout-list', 'Dropout List'),
    building('dropout-management/recommendation-letter/:id', 'Recommendation Letter'),
    sectionHome('graduation-management/home', 'graduation-management', 'Graduation Management', {
      counts: ['students'],
    }),
    sectionIndex('graduation-management'),
    ...buildingAll([
      ['graduation-management/graduation-form/:id', 'Graduation Form'],
      ['graduation-management/student-list', 'Graduation Student List'],
      ['graduation-management/graduation-list', 'Graduation List'],
      ['graduation-management/receipt-details/:id', 'Graduation Receipt Details'],
    ]),
    sectionHome('receipt-management/home', 'receipt-management', 'Receipts and Fees'),
    sectionIndex('receipt-management'),
    ...buildingAll([
      ['receipt-management/receipt-form/:id', 'Receipt Form'],
      ['receipt-management/students', 'Students for Receipts'],
      ['receipt-management/student-list', 'Receipt Student List'],
      ['receipt-management/receipt-list', 'Receipt List'],
      ['receipt-management/fee-type', 'Fee Type Setup'],
      ['receipt-management/general-fee-type', 'General Fee Type Setup'],
      ['receipt-management/receipt-details/:id', 'Receipt Details'],
      ['payment', 'Payment'],
      ['graduationForm', 'Graduation Form'],
      ['character-application', 'Character Certificate Application'],
      ['character-certificate/:id', 'Character Certificate'],
      ['character-certificate-old/:id', 'Character Certificate (old format)'],
    ]),
  ],
});
