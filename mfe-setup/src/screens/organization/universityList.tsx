import { OrgScreen } from './OrgScreen';
import { UNIVERSITY_GROUPS, universityResource } from './university';

/** The university list, each editable in its dialog (registration is its own screen). */
export default function UniversityListScreen() {
  return (
    <OrgScreen
      resource={{ ...universityResource, title: 'University List' }}
      groups={UNIVERSITY_GROUPS}
      show="list"
    />
  );
}
