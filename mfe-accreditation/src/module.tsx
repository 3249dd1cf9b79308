import { buildingAll, defineRemoteModule, sectionHome, sectionIndex } from '@hemis/shared-ui';
import pkg from '../package.json';

const a = (page: string) => `accrediation/${page}`;

/** Campus QAA: accreditation lifecycle, renewals, expiry, fact sheets. */
export default defineRemoteModule({
  id: pkg.hemis.name,
  title: 'Accreditation',
  sections: pkg.hemis.sections,
  routes: [
    sectionHome(a('home'), 'accrediation', 'Campus Quality Assurance and Accreditation', {
      counts: ['campuses'],
    }),
    sectionIndex('accrediation'),
    ...buildingAll([
      [a('add-campus-for-accreditation'), 'Add Campus for Accreditation'],
      [a('campus-list'), 'Campus List'],
      [a('accreditation-list'), 'Accreditation List'],
      [a('total-qaa-hei-campus-report'), 'QAA HEI Campus Report'],
      [a('total-qaa-hei-province-report'), 'QAA HEI Province Report'],
      [a('renew-accreditation'), 'Renew Accreditation'],
      [a('accreditation-expiry-campus-report'), 'Accreditation Expiry Report'],
      ['fact-sheet-list', 'Campus Fact Sheets'],
      ['fact-sheet', 'Fact Sheet'],
      ['fact-sheet-campus/:id', 'Campus Fact Sheet'],
    ]),
  ],
});
