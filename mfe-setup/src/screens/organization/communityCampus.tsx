import { CampusScreen } from './campus';

export default function CommunityCampusScreen() {
  return <CampusScreen type="community" />;
}
