import { universityContract } from '@hemis/shared-contracts';
import { resolveResource } from '@hemis/shared-ui';
import type { FormGroup } from './OrgForm';

/** Universities and health academies, with their logo. */
export const universityResource = resolveResource({
  contract: universityContract,
  title: 'University Registration',
  columns: [
    'name',
    'shortName',
    'category',
    'establishedYear',
    'provinceId',
    'districtId',
    'phone',
    'status',
  ],
});

export const UNIVERSITY_GROUPS: readonly FormGroup[] = [
  {
    title: 'University',
    fields: [
      'name',
      'shortName',
      'category',
      'establishedYear',
      'phone',
      'email',
      'website',
      'status',
    ],
  },
  { title: 'Address', fields: ['provinceId', 'districtId', 'localLevel', 'address'] },
];
