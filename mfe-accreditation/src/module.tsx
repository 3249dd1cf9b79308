import './i18n/texts';
import { MAIN_MENU } from '@hemis/shared-auth';
import { defineRemoteModule, gatedLikeItsLink, page } from '@hemis/shared-ui';
import pkg from '../package.json';
import navigation from './navigation.json';

/**
 * Campus QAA: the accreditation cycle (a campus enters with its letter of intent; the commission
 * records each stage to the award), the accredited list, renewals, reports; campus fact sheets.
 * Its sections, sidebar and home are data (navigation.json).
 */
export default defineRemoteModule({
  id: pkg.hemis.name,
  title: 'Accreditation',
  navigation,
  routes: [
    page('accrediation/add-campus-for-accreditation', () => import('./screens/AddCampus')),
    page('accrediation/campus-list', () => import('./screens/CampusList')),
    page('accrediation/accreditation-list', () => import('./screens/AccreditationList')),
    page('accrediation/renew-accreditation', () => import('./screens/RenewAccreditation')),
    page('accrediation/total-qaa-hei-campus-report', () => import('./screens/CampusTypeReport')),
    page('accrediation/total-qaa-hei-province-report', () => import('./screens/ProvinceReport')),
    // The fact sheets are opened from the top menu: each is gated like its link there.
    gatedLikeItsLink(
      page('fact-sheet', () => import('./screens/FactSheet')),
      MAIN_MENU,
    ),
    gatedLikeItsLink(
      page('fact-sheet-list', () => import('./screens/FactSheetList')),
      MAIN_MENU,
    ),
    page('fact-sheet-campus/:id', () => import('./screens/FactSheetCampus')),
    page('accrediation/accreditation-expiry-campus-report', () => import('./screens/ExpiryReport')),
  ],
});
