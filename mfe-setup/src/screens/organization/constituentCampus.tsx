import { campusScreen } from './campus';

export default campusScreen('constituent');
