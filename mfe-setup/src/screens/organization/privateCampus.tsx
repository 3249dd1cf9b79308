import { campusScreen } from './campus';

export default campusScreen('private');
