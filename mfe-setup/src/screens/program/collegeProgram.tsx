import { Link } from 'react-router-dom';
import { collegeProgramContract } from '@hemis/shared-contracts';
import { defineResource } from '@hemis/shared-ui';

/**
 * Which campus runs which program, with its approval and yearly intake. A campus user's rows are
 * their campus's (the API sets it); other roles choose the campus.
 */
export default defineResource({
  contract: collegeProgramContract,
  title: 'College Programs',
  description: (
    <>
      Programs are defined in <Link to="/program-management/programs">Program Setup</Link>.
    </>
  ),
  form: ['campusId', 'programId', 'approvalDate', 'approvalRef', 'intake', 'status', 'remarks'],
  columns: ['campusId', 'programId', 'approvalDate', 'approvalRef', 'intake', 'status'],
  filters: ['programId', 'status'],
  fields: {
    campusId: { placeholder: 'Your campus (campus users)' },
  },
});
