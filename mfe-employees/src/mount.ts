import { mountModule, type MountOptions, type Unmount } from '@hemis/shared-ui';
import remoteModule from './module';

/** Mounts this module into an element of another site's page (see the README). */
export function mount(element: HTMLElement, options: MountOptions): Unmount {
  return mountModule(remoteModule, element, options);
}
