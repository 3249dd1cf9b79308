import { universityContract } from '@hemis/shared-contracts';
import { ownsRow, type ResourceDeclaration } from '@hemis/shared-ui';
import { DISTRICT_BY_PROVINCE, ORGANIZATION_FIELDS, ORGANIZATION_SCREEN } from './campus';

/** Universities and health academies, with their logo. */
export const universityDeclaration = {
  contract: universityContract,
  title: 'University Registration',
  form: ['name', 'shortName', 'category', ...ORGANIZATION_FIELDS, 'address'],
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
  ...ORGANIZATION_SCREEN,
  sections: { name: 'University', provinceId: 'Address' },
  fields: { districtId: DISTRICT_BY_PROVINCE },
  // A university user edits only their own university; campus users none.
  canEdit: (row, user) => ownsRow({ ...row, universityId: row.id, campusId: null }, user),
} satisfies ResourceDeclaration<typeof universityContract.fields>;
