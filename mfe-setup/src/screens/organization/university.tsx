import { UPLOAD_MESSAGES, universityContract } from '@hemis/shared-contracts';
import { imageColumn, ownsRow, type ResourceDeclaration } from '@hemis/shared-ui';
import { DISTRICT_BY_PROVINCE } from './campus';

/** Universities and health academies, with their logo. */
export const universityDeclaration = {
  contract: universityContract,
  title: 'University Registration',
  form: [
    'name',
    'shortName',
    'category',
    'establishedYear',
    'phone',
    'email',
    'website',
    'status',
    'provinceId',
    'districtId',
    'localLevel',
    'address',
  ],
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
  extraColumns: [imageColumn('logo', 'Logo')],
  fields: { districtId: DISTRICT_BY_PROVINCE },
  uploadMessages: UPLOAD_MESSAGES,
  actions: { delete: false, export: false },
  // A university user edits only their own university; campus users none.
  canEdit: (row, user) => ownsRow({ ...row, universityId: row.id, campusId: null }, user),
} satisfies ResourceDeclaration<typeof universityContract.fields>;
