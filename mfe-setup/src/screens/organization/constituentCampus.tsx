import { CampusScreen } from './campus';

export default function ConstituentCampusScreen() {
  return <CampusScreen type="constituent" />;
}
