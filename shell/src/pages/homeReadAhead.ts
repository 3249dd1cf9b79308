import type { SignedInUser } from '@hemis/shared-contracts';
import { permissionsOf } from '@hemis/shared-auth';
import { startReadAhead } from '@hemis/shared-ui/src/home/prefetchedReads';
import { homeReads } from '../signin/homeReadsAhead';
import type { RemoteRegistry } from '../federation/registry';

/**
 * A sign-in that lands on the home starts what the home draws at once: its counts, figures and
 * charts (drawn by the API), and the module of any widgets a module adds, so that on a slow link
 * they arrive while the layout draws rather than one after the other.
 */
export function readHomeAhead(user: SignedInUser, registry: RemoteRegistry): void {
  for (const path of homeReads(permissionsOf(user))) startReadAhead(path);
  const widgets = registry.homeWidgetsRemote();
  // The home's own load reports a failure, with a way to try again.
  if (!widgets) return;
  registry.load(widgets.name).catch(() => undefined);
}
