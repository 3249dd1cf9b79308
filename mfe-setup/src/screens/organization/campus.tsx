import type { CampusType } from '@hemis/shared-contracts';
import { campusContract } from '@hemis/shared-contracts';
import { resolveResource } from '@hemis/shared-ui';
import type { FormGroup } from './OrgForm';
import { OrgScreen } from './OrgScreen';

/** The campus record (DESIGN.md section 4): address, chief and focal person, logo. */
export const campusResource = resolveResource({
  contract: campusContract,
  title: 'Campuses',
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
});

export const CAMPUS_GROUPS: readonly FormGroup[] = [
  {
    title: 'Campus',
    fields: [
      'campusName',
      'campusType',
      'universityId',
      'code',
      'establishedYear',
      'phone',
      'email',
      'website',
      'status',
    ],
  },
  { title: 'Address', fields: ['provinceId', 'districtId', 'localLevel', 'ward', 'address'] },
  { title: 'Campus Chief', fields: ['chiefName', 'chiefPhone', 'chiefEmail'] },
  { title: 'Focal Person', fields: ['focalPersonName', 'focalPersonPhone', 'focalPersonEmail'] },
];

export const CAMPUS_TITLES: Record<CampusType, string> = {
  constituent: 'Constituent Campuses',
  private: 'Private Campuses',
  community: 'Community Campuses',
};

/** The campuses of one type: add form and list, the type fixed by the route. */
export function CampusScreen({ type }: { type: CampusType }) {
  return (
    <OrgScreen
      resource={{ ...campusResource, title: CAMPUS_TITLES[type] }}
      groups={CAMPUS_GROUPS}
      fixed={{ campusType: type }}
    />
  );
}
