import { UPLOAD_MESSAGES, campusContract, type CampusType } from '@hemis/shared-contracts';
import {
  defineResource,
  imageColumn,
  ownsRow,
  type FieldOverride,
  type ResourceDeclaration,
  type ResourceScreenComponent,
} from '@hemis/shared-ui';

/** The district select of an address: the districts of the chosen province. */
export const DISTRICT_BY_PROVINCE: FieldOverride = {
  dependsOn: {
    field: 'provinceId',
    path: (provinceId) => `/District?provinceId=${provinceId}`,
    hint: 'Choose the province first',
  },
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
    'establishedYear',
    'phone',
    'email',
    'website',
    'status',
    'provinceId',
    'districtId',
    'localLevel',
    'ward',
    'address',
    'chiefName',
    'chiefPhone',
    'chiefEmail',
    'focalPersonName',
    'focalPersonPhone',
    'focalPersonEmail',
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
  extraColumns: [imageColumn('logo', 'Logo')],
  fields: { districtId: DISTRICT_BY_PROVINCE },
  uploadMessages: UPLOAD_MESSAGES,
  actions: { delete: false, export: false },
  // A campus user edits only their own campus; a university user its campuses.
  canEdit: (row, user) => ownsRow({ ...row, campusId: row.id }, user),
} satisfies ResourceDeclaration<typeof campusContract.fields>;

/** The campuses of one type: add form and list, the type fixed by the route. */
export function campusScreen(type: CampusType): ResourceScreenComponent {
  return defineResource({
    ...campusDeclaration,
    title: CAMPUS_TITLES[type],
    fixed: { campusType: type },
  });
}
