import { programContract } from '@hemis/shared-contracts';
import { defineResource } from '@hemis/shared-ui';
// The module's Nepali, for this screen's declared texts (also when loaded alone).
import '../../i18n/texts';

/** Programs: faculty, level, annual or semester, duration and names (ProgramMgmt, PATCH). */
export default defineResource({
  contract: programContract,
  title: 'Program Setup',
  form: [
    'facultyId',
    'levelId',
    'programType',
    'programName',
    'shortName',
    'code',
    'duration',
    'alias',
    'status',
    'remarks',
  ],
  columns: [
    'programName',
    'shortName',
    'code',
    'facultyId',
    'levelId',
    'programType',
    'duration',
    'status',
  ],
});
