/**
 * A campus's statistical return as signed and scanned: one PDF per campus and fiscal year, kept
 * with the campus's records (the earlier campus client uploads it as `POST /UploadReport`).
 */
import { defineResourceContract, longText, type UploadSpec } from '../resource';
import { campusRef, fiscalYearRef } from './fields';

export const SIGNED_RETURN_MAX_BYTES = 10 * 1024 * 1024;

export const SIGNED_RETURN_UPLOAD: UploadSpec = {
  label: 'Signed Return (PDF)',
  accept: ['application/pdf'],
  maxBytes: SIGNED_RETURN_MAX_BYTES,
  required: true,
  messages: {
    type: 'The signed return must be a PDF',
    size: 'The file is too large (at most 10 MB)',
    required: 'The signed return (PDF) is required',
  },
};

export const signedReturnContract = defineResourceContract({
  name: 'UploadReport',
  title: 'Signed Statistical Return',
  module: 'report',
  ownership: 'campusKept',
  updateMethod: 'PATCH',
  unique: ['fiscalYearId'],
  fields: {
    campusId: campusRef(false, true),
    fiscalYearId: fiscalYearRef(true),
    remarks: longText('Remarks'),
  },
  uploads: { file: SIGNED_RETURN_UPLOAD },
  messages: {
    conflict: 'The campus already has a signed return for this fiscal year',
  },
});
