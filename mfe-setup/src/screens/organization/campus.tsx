import {
  SETUP_PATHS,
  UPLOAD_MESSAGES,
  campusContract,
  type CampusType,
} from '@hemis/shared-contracts';
import {
  defineResource,
  imageColumn,
  ownsRow,
  type FieldOverride,
  type ResourceDeclaration,
  type ResourceScreenComponent,
} from '@hemis/shared-ui';
// The module's Nepali, for this screen's declared texts (also when loaded alone).
import '../../i18n/texts';
import { CAMPUS_MOVE_TEXTS, CampusMove, mayMoveCampus } from './CampusMove';

/** The district select of an address: the districts of the chosen province. */
export const DISTRICT_BY_PROVINCE: FieldOverride = {
  dependsOn: {
    field: 'provinceId',
    path: (provinceId) => `${SETUP_PATHS.districts}?provinceId=${provinceId}`,
    hint: 'Choose the province first',
  },
};

/** The form fields every organization has, in order: founding, contact, status, address. */
export const ORGANIZATION_FIELDS = [
  'establishedYear',
  'phone',
  'email',
  'website',
  'status',
  'provinceId',
  'districtId',
  'localLevel',
] as const;

/** What every organization screen (campus, university) shows alike: logo, address, no delete. */
export const ORGANIZATION_SCREEN = {
  extraColumns: [imageColumn('logo', 'Logo')],
  uploadMessages: UPLOAD_MESSAGES,
  actions: { delete: false, export: false },
  filters: [],
};

export const CAMPUS_TITLES: Record<CampusType, string> = {
  constituent: 'Constituent Campuses',
  private: 'Private Campuses',
  community: 'Community Campuses',
};

/** The campus record (DESIGN.md section 4): address, chief and focal person, logo. */
export const campusDeclaration = {
  contract: campusContract,
  title: 'Campuses',
  form: [
    'campusName',
    'campusType',
    'universityId',
    'code',
    ...ORGANIZATION_FIELDS,
    'ward',
    'address',
    'chiefName',
    'chiefPhone',
    'chiefEmail',
    'focalPersonName',
    'focalPersonPhone',
    'focalPersonEmail',
    // The language its cards, receipts, certificates and letters print in (empty: English).
    'documentLanguage',
  ],
  columns: [
    'campusName',
    'code',
    'universityId',
    'provinceId',
    'districtId',
    'localLevel',
    'chiefName',
    'phone',
    'status',
  ],
  ...ORGANIZATION_SCREEN,
  sections: {
    campusName: 'Campus',
    provinceId: 'Address',
    chiefName: 'Campus Chief',
    focalPersonName: 'Focal Person',
    documentLanguage: 'Printed Documents',
  },
  fields: { districtId: DISTRICT_BY_PROVINCE },
  // A campus user edits only their own campus; a university user its campuses.
  canEdit: (row, user) => ownsRow({ ...row, campusId: row.id }, user),
  // Another university: never by an edit, only by this confirmed action of the commission.
  rowPanel: {
    label: CAMPUS_MOVE_TEXTS.label,
    title: (row) => CAMPUS_MOVE_TEXTS.title(String(row.campusName ?? '')),
    render: CampusMove,
    shownTo: mayMoveCampus,
  },
} satisfies ResourceDeclaration<typeof campusContract.fields>;

/** The campuses of one type: add form and list, the type fixed by the route. */
export function campusScreen(type: CampusType): ResourceScreenComponent {
  return defineResource({
    ...campusDeclaration,
    title: CAMPUS_TITLES[type],
    fixed: { campusType: type },
  });
}
