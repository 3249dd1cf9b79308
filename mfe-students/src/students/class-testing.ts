/**
 * Test support for the class screens (upgrade, attendance): the API answers the class picker
 * asks for (programs, batches, years and semesters, campuses).
 */
import { SEMESTER_NAMES, YEAR_NAMES } from '@hemis/shared-contracts';
import type { ApiCall, ApiReply } from '@hemis/shared-auth/src/testing';
import { listReply, pathOf } from '@hemis/shared-ui/src/resource/testing';

export const PROGRAMS = [
  { id: 1, programName: 'Bachelor of Business Studies', programType: 'annual', duration: 4 },
  { id: 2, programName: 'BSc CSIT', programType: 'semester', duration: 4 },
];

/** The picker's answers, or undefined for a call it does not make. */
export function classPickerReply(call: ApiCall): ApiReply | undefined {
  switch (pathOf(call)) {
    case '/programmgmt':
      return listReply(PROGRAMS);
    case '/batch':
      return listReply([{ id: 7, batchName: '2081 Batch' }]);
    case '/studentupgrade/years':
      return { status: 200, data: YEAR_NAMES };
    case '/studentupgrade/semesters':
      return { status: 200, data: SEMESTER_NAMES };
    case '/campus':
      return listReply([{ id: 49, campusName: 'Model Campus' }]);
    default:
      return undefined;
  }
}
