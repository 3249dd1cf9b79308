import type { SignedInUser } from '@hemis/shared-contracts';
import { can, permissionsOf } from '@hemis/shared-auth';
import { startReadAhead } from '@hemis/shared-ui/src/home/prefetchedReads';
import { homeReads } from '../signin/homeReadsAhead';
import type { RemoteRegistry } from '../federation/registry';

/**
 * A sign-in that lands on the home starts what the home draws at once: its counts, figures and
 * charts (drawn by the API, so no chart library), and the module that shows the charts, so that
 * on a slow link they arrive while the layout draws rather than one after the other.
 */
export function readHomeAhead(user: SignedInUser, registry: RemoteRegistry): void {
  for (const path of homeReads(permissionsOf(user))) startReadAhead(path);
  if (!can(user, 'report:view')) return;
  const charts = registry.homeWidgetsRemote();
  // The home's own load reports a failure, with a way to try again.
  if (!charts) return;
  registry.load(charts.name).catch(() => undefined);
}
