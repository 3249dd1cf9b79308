import { campusScreen } from './campus';

export default campusScreen('community');
