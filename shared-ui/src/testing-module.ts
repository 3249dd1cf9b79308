/** Checks a remote's own tests run on its module declaration (navigation data and routes). */
import { matchPath } from 'react-router-dom';
import { flattenItems } from '@hemis/shared-auth';
import type { RemoteModule } from './defineRemoteModule';

const segmentOf = (path: string) => path.split('/').find((part) => part.length > 0) ?? '';

/**
 * The links of the module's sidebars that lead into its own sections but that no route of the
 * module (code or data) serves: a link to a screen the module forgot.
 */
export function unservedLinks(module: RemoteModule): string[] {
  const links = module.navigation.sections.flatMap((section) =>
    flattenItems(section.sidebar ?? []).map((entry) => entry.link),
  );
  return links.filter(
    (link) =>
      module.sections.includes(segmentOf(link)) &&
      !module.routes.some((route) => matchPath(`/${route.path}`, link) !== null),
  );
}
