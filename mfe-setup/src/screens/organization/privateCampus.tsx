import { CampusScreen } from './campus';

export default function PrivateCampusScreen() {
  return <CampusScreen type="private" />;
}
