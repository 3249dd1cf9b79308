import { EMPLOYEE_PATHS } from '@hemis/shared-contracts';

/** `/Employee/{id}/Documents`: the register uploads there, the lists' Documents drawer reads it. */
export const documentsPath = EMPLOYEE_PATHS.documents;
