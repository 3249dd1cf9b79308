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

/**
 * The screens the module's navigation titles as real (not "being built") that no code route
 * serves: a title left behind, or a path mistyped in the data.
 */
export function unservedScreens(module: RemoteModule): string[] {
  const served = new Set(module.codeRoutes.map((route) => route.path.toLowerCase()));
  return module.navigation.screens
    .filter((screen) => !screen.building && !served.has(screen.path.toLowerCase()))
    .map((screen) => screen.path);
}
