import { Link } from 'react-router-dom';
import { useRole } from '@hemis/shared-auth';
import { collegeProgramContract, isKnownRole, scopeOfRole } from '@hemis/shared-contracts';
import { defineResource } from '@hemis/shared-ui';

const declaration = {
  contract: collegeProgramContract,
  title: 'College Programs',
  description: (
    <>
      Programs are defined in <Link to="/program-management/programs">Program Setup</Link>. A
      program open for online enrolment takes applicants at{' '}
      <Link to="/open-enroll">/open-enroll</Link> into its intake batch; they pay its Application
      Fee of the <Link to="/other-setup/fee-setup">Fee Setup</Link>.
    </>
  ),
} as const;

/** Commission and university users choose the campus. */
export const CollegeProgramsOfAnyCampus = defineResource(declaration);

/** A campus user's rows are their own campus's (the API sets it). */
export const CollegeProgramsOfOwnCampus = defineResource({ ...declaration, omit: ['campusId'] });

/** Which campus runs which program, with its approval and yearly intake. */
export default function CollegeProgramsScreen() {
  const role = useRole();
  const campusUser = isKnownRole(role) && scopeOfRole(role) === 'campus';
  return campusUser ? <CollegeProgramsOfOwnCampus /> : <CollegeProgramsOfAnyCampus />;
}
