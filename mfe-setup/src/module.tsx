import { buildingAll, defineRemoteModule, page, sectionHome, sectionIndex } from '@hemis/shared-ui';
import pkg from '../package.json';
import { setupRoutes } from './setupRoutes';

const o = (page: string) => `other-setup/${page}`;
const pm = (page: string) => `program-management/${page}`;
const org = (page: string) => `organization-management/${page}`;
const inf = (page: string) => `infrastructure-management/${page}`;

/** Other setup, programs, organizations, infrastructure, GPS, public finance, accounts, budgets. */
export default defineRemoteModule({
  id: pkg.hemis.name,
  title: 'Setup',
  sections: pkg.hemis.sections,
  routes: [
    sectionHome(o('home'), 'other-setup', 'Setup'),
    sectionIndex('other-setup'),
    page(o('level-management'), 'Level Management', () => import('./screens/level')),
    page(o('faculty-management'), 'Faculty Management', () => import('./screens/faculty')),
    ...buildingAll([
      [o('fee-setup'), 'Fee Setup'],
      [o('incomeexpensehead'), 'Income/Expense Heads'],
      [o('incomeexpense'), 'Income and Expense'],
    ]),
    sectionHome(pm('home'), 'program-management', 'Program Setup'),
    sectionIndex('program-management'),
    page(pm('subject-management'), 'Subject Management', () => import('./screens/subject')),
    sectionHome(org('home'), 'organization-management', 'Campuses and Universities', {
      counts: ['universities', 'campuses'],
    }),
    sectionIndex('organization-management'),
    ...buildingAll([[org('payment'), 'Payment']]),
    sectionHome(inf('home'), 'infrastructure-management', 'Infrastructure', {
      counts: ['campuses'],
    }),
    sectionIndex('infrastructure-management'),
    ...buildingAll([
      [inf('land'), 'Land'],
      [inf('building'), 'Buildings'],
      [inf('lab'), 'Labs'],
      [inf('hostel'), 'Hostels'],
      [inf('facility-register'), 'Facility Register'],
      [inf('library'), 'Library'],
      [inf('equipment-management'), 'Equipment Management'],
    ]),
    ...setupRoutes,
    sectionHome('public-finance/home', 'public-finance', 'Public Finance'),
    sectionIndex('public-finance'),
    ...buildingAll([
      ['public-finance/finance-head', 'Finance Heads'],
      ['public-finance/income-expense', 'Income and Expense'],
      ['budget-management', 'University Budget'],
      ['inload-form', 'Inload Form'],
      ['account-mgmt', 'Accounts'],
      ['account', 'Account'],
      ['account-ledger-sub-group', 'Ledger Sub-groups'],
      ['account-ledger-master', 'Ledger Master'],
      ['account-sub-ledger-master', 'Sub-ledger Master'],
      ['account-vouchers-journal', 'Journal Vouchers'],
      ['account-vouchers-payment', 'Payment Vouchers'],
    ]),
  ],
});
