import { OrgScreen } from './OrgScreen';
import { UNIVERSITY_GROUPS, universityResource } from './university';

/** University registration: the add form and the universities registered so far. */
export default function UniversityRegisterScreen() {
  return <OrgScreen resource={universityResource} groups={UNIVERSITY_GROUPS} />;
}
