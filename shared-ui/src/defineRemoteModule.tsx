import { createContext, lazy, useContext, type ComponentType, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { z } from 'zod';
import type { MenuItem } from '@hemis/shared-auth';
import { remoteNavigationSchema, type RemoteNavigation } from '@hemis/shared-contracts';
import { SectionHome, type SectionHomeProps } from './SectionHome';
import { UnderConstruction } from './UnderConstruction';
import { shownMessage } from './i18n/format';
import { useLanguage } from './i18n/texts';

/** A screen module loaded on first use. */
export type LazyScreen = () => Promise<{ default: ComponentType }>;

/** One route a module serves: a path relative to the site root, without a leading slash. */
export interface RemoteRoute {
  /** e.g. `student-management/verified-students` or `academic-info/:id`. */
  path: string;
  title: string;
  /** What the route renders (lazy screens are wrapped in Suspense by the router). */
  element: ReactNode;
  /** True while the screen is a "being built" placeholder. */
  building?: boolean;
}

/** A route as code declares it: a module's own screen leaves its title to the navigation data. */
export type CodeRoute = Omit<RemoteRoute, 'title'> & { title?: string };

export interface RemoteModuleInput {
  /** The federation container name, e.g. `mfe_students`. */
  id: string;
  title: string;
  /**
   * The module's navigation (its `navigation.json`): sections, sidebars, section homes, screen
   * titles and the "being built" screens. Checked here against `remoteNavigationSchema`.
   */
  navigation: unknown;
  /**
   * The routes written as code (real screens), each titled by the navigation's `screens`; the
   * data's homes and "being built" screens are added.
   */
  routes: readonly CodeRoute[];
  /** The home's widgets, loaded on first use (the navigation says `homeWidgets: true`). */
  homeWidgets?: LazyScreen;
}

export interface RemoteModule {
  id: string;
  title: string;
  /** First path segments this module serves (its navigation's sections). */
  sections: readonly string[];
  navigation: RemoteNavigation;
  /** The routes written as code. */
  codeRoutes: readonly RemoteRoute[];
  /** Every route: the code's and those of the module's own navigation data. */
  routes: readonly RemoteRoute[];
  /** What the module draws on the home (`/`), above the module tiles. */
  homeWidgets?: ComponentType;
}

function firstSegmentOf(path: string): string {
  return path.split('/').find((part) => part.length > 0) ?? '';
}

/** A section's sidebar links in a navigation (its own, or the section's it borrows). */
export function sectionSidebar(navigation: RemoteNavigation, segment: string): readonly MenuItem[] {
  const section = navigation.sections.find((entry) => entry.segment === segment);
  const owner =
    section?.sidebarOf !== undefined
      ? navigation.sections.find((entry) => entry.segment === section.sidebarOf)
      : section;
  return owner?.sidebar ?? [];
}

/**
 * The routes a navigation declares as data: each section home (the section's links as cards,
 * its counts and figures), the bare section path opening its home, and the "being built" screens.
 */
export function navigationRoutes(navigation: RemoteNavigation): RemoteRoute[] {
  const routes: RemoteRoute[] = [];
  for (const section of navigation.sections) {
    if (!section.home) continue;
    const { path, title, counts, figures, description } = section.home;
    routes.push(
      sectionHome(path, title, {
        items: sectionSidebar(navigation, section.segment),
        counts,
        ...(figures !== undefined ? { figures } : {}),
        ...(description !== undefined ? { description } : {}),
      }),
    );
    if (path.toLowerCase() !== section.segment.toLowerCase()) {
      routes.push(sectionIndex(section.segment, path));
    }
  }
  for (const screen of navigation.screens) {
    if (screen.building) routes.push(building(screen.path, screen.title));
  }
  return routes;
}

/**
 * The code's routes and the navigation's (a path the code declares keeps the code's route: a
 * navigation newer than the loaded code cannot hide a real screen).
 */
export function mergeRoutes(
  codeRoutes: readonly RemoteRoute[],
  navigation: RemoteNavigation,
): RemoteRoute[] {
  const declared = new Set(codeRoutes.map((route) => route.path.toLowerCase()));
  return [
    ...codeRoutes,
    ...navigationRoutes(navigation).filter((route) => !declared.has(route.path.toLowerCase())),
  ];
}

/**
 * Declares a remote module: its navigation data (checked against the contract) and its code
 * routes. Checks that every route lies in one of the module's sections and that no path is
 * declared twice (in code, or in code and in the data).
 */
export function defineRemoteModule(input: RemoteModuleInput): RemoteModule {
  const parsed = remoteNavigationSchema.safeParse(input.navigation);
  if (!parsed.success) {
    throw new Error(`${input.id}: invalid navigation: ${z.prettifyError(parsed.error)}`);
  }
  const navigation = parsed.data;
  const sections = navigation.sections.map((section) => section.segment);
  const seen = new Set<string>();
  const dataPaths = new Set(navigationRoutes(navigation).map((route) => route.path.toLowerCase()));
  for (const route of input.routes) {
    if (route.path.startsWith('/')) {
      throw new Error(`${input.id}: route "${route.path}" must be relative (no leading slash)`);
    }
    if (!sections.includes(firstSegmentOf(route.path))) {
      throw new Error(`${input.id}: route "${route.path}" is outside its sections`);
    }
    const key = route.path.toLowerCase();
    if (seen.has(key) || dataPaths.has(key)) {
      throw new Error(`${input.id}: route "${route.path}" is declared twice`);
    }
    seen.add(key);
  }
  const titles = new Map(
    navigation.screens
      .filter((screen) => !screen.building)
      .map((screen) => [screen.path.toLowerCase(), screen.title]),
  );
  const codeRoutes = input.routes.map((route): RemoteRoute => {
    const title = route.title ?? titles.get(route.path.toLowerCase());
    if (title === undefined) {
      throw new Error(
        `${input.id}: route "${route.path}" has no title in its navigation's screens`,
      );
    }
    return { ...route, title };
  });
  if (Boolean(navigation.homeWidgets) !== Boolean(input.homeWidgets)) {
    throw new Error(
      `${input.id}: the navigation's homeWidgets and the module's homeWidgets must come together`,
    );
  }
  return {
    id: input.id,
    title: input.title,
    sections,
    navigation,
    codeRoutes,
    routes: mergeRoutes(codeRoutes, navigation),
    ...(input.homeWidgets ? { homeWidgets: lazy(input.homeWidgets) } : {}),
  };
}

const ScreenTitleContext = createContext<string>('');

/** The title the module's navigation gives the screen being shown (for its heading). */
export function useScreenTitle(): string {
  return useContext(ScreenTitleContext);
}

/**
 * The screen's title in the current language, for its heading (file names keep
 * `useScreenTitle`'s English). Re-rendered when the language changes.
 */
export function useShownScreenTitle(): string {
  useLanguage();
  return shownMessage(useScreenTitle());
}

/** A route's element with its title in reach of `useScreenTitle`. */
export function titledElement(route: RemoteRoute): ReactNode {
  return (
    <ScreenTitleContext.Provider value={route.title}>{route.element}</ScreenTitleContext.Provider>
  );
}

/** A real screen, loaded when first opened; its title comes from the module's navigation. */
export function page(path: string, load: LazyScreen): CodeRoute {
  const Screen = lazy(load);
  return { path, element: <Screen /> };
}

/** A declared route whose screen comes with a later release: says so plainly. */
export function building(path: string, title: string): RemoteRoute {
  return { path, title, element: <UnderConstruction screen={title} />, building: true };
}

/** Several "being built" routes at once: `[path, title]` pairs. */
export function buildingAll(pairs: readonly (readonly [string, string])[]): RemoteRoute[] {
  return pairs.map(([path, title]) => building(path, title));
}

/**
 * A section home written as code: `items` (usually the section's sidebar links) as cards, with
 * counts from the API above them. Served at `path`. Most homes are data (`navigation.json`).
 */
export function sectionHome(
  path: string,
  title: string,
  options: Omit<SectionHomeProps, 'title'>,
): RemoteRoute {
  return { path, title, element: <SectionHome title={title} {...options} /> };
}

/** The bare section path (`/organization-management`) opens the section home. */
export function sectionIndex(section: string, home = `${section}/home`): RemoteRoute {
  return { path: section, title: section, element: <Navigate to={`/${home}`} replace /> };
}
