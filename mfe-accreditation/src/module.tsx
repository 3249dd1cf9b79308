import { defineRemoteModule } from '@hemis/shared-ui';
import pkg from '../package.json';
import navigation from './navigation.json';

/**
 * Campus QAA: accreditation lifecycle, renewals, expiry, fact sheets. Its sections, sidebar, home
 * and the screens still being built are data (navigation.json).
 */
export default defineRemoteModule({
  id: pkg.hemis.name,
  title: 'Accreditation',
  navigation,
  routes: [],
});
