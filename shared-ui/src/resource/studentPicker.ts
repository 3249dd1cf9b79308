import { studentContract, studentName } from '@hemis/shared-contracts';
import type { FieldOverride, ResourceRow } from './types';

/** The fields a student picker's rows carry (the admission day: what a leaving day is checked against). */
const PICKER_FIELDS = 'firstName,middleName,lastName,registrationNo,status,admissionDate,batchId';

/** "Sita Tamang (7-2-49-100-2022)": a student as a picker offers them. */
export function studentOptionLabel(row: ResourceRow): string {
  const registration = typeof row.registrationNo === 'string' ? row.registrationNo : '';
  return registration ? `${studentName(row)} (${registration})` : studentName(row);
}

/**
 * A student field (the dropout list, board-exam students) that finds students by name or registration number as the user types (a
 * campus has thousands), each shown as "Name (registration no.)"; `status` narrows the search
 * (only active students can drop out).
 */
export function studentPicker(status?: string): FieldOverride {
  return {
    searchPath: (text) => {
      const query = new URLSearchParams({ q: text, pageSize: '20', fields: PICKER_FIELDS });
      if (status) query.set('status', status);
      return `${studentContract.path}?${query.toString()}`;
    },
    optionLabel: studentOptionLabel,
  };
}
