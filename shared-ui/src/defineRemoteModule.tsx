import { lazy, type ComponentType, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { SIDEBARS, type MenuItem } from '@hemis/shared-auth';
import { SectionHome, type SectionHomeProps } from './SectionHome';
import { UnderConstruction } from './UnderConstruction';

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

export interface RemoteModuleInput {
  /** The federation container name, e.g. `mfe_students`. */
  id: string;
  title: string;
  /** First path segments this module serves (its package.json `hemis.sections`). */
  sections: readonly string[];
  /** Sidebar per section; by default the spec's set from @hemis/shared-auth. */
  sidebar?: Readonly<Record<string, readonly MenuItem[]>>;
  routes: readonly RemoteRoute[];
}

export interface RemoteModule {
  id: string;
  title: string;
  sections: readonly string[];
  sidebar: Readonly<Record<string, readonly MenuItem[]>>;
  routes: readonly RemoteRoute[];
}

function firstSegmentOf(path: string): string {
  return path.split('/').find((part) => part.length > 0) ?? '';
}

/**
 * Declares a remote module as data. Checks that every route lies in one of the module's sections,
 * and fills each section's sidebar from the shared menu data.
 */
export function defineRemoteModule(input: RemoteModuleInput): RemoteModule {
  const sections = [...input.sections];
  const seen = new Set<string>();
  for (const route of input.routes) {
    if (route.path.startsWith('/')) {
      throw new Error(`${input.id}: route "${route.path}" must be relative (no leading slash)`);
    }
    if (!sections.includes(firstSegmentOf(route.path))) {
      throw new Error(`${input.id}: route "${route.path}" is outside its sections`);
    }
    const key = route.path.toLowerCase();
    if (seen.has(key)) throw new Error(`${input.id}: route "${route.path}" is declared twice`);
    seen.add(key);
  }
  const sidebar: Record<string, readonly MenuItem[]> = {};
  for (const section of sections) {
    const items = input.sidebar?.[section] ?? SIDEBARS[section];
    if (items) sidebar[section] = items;
  }
  return { id: input.id, title: input.title, sections, sidebar, routes: [...input.routes] };
}

/** A real screen, loaded when first opened. */
export function page(path: string, title: string, load: LazyScreen): RemoteRoute {
  const Screen = lazy(load);
  return { path, title, element: <Screen /> };
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
 * A section home: the section's sidebar links (or `options.items`) as cards, with counts from the
 * API above them. Served at `path` (usually `<section>/home`).
 */
export function sectionHome(
  path: string,
  section: string,
  title: string,
  options: Partial<Omit<SectionHomeProps, 'title'>> = {},
): RemoteRoute {
  const { items = SIDEBARS[section] ?? [], ...rest } = options;
  return { path, title, element: <SectionHome title={title} items={items} {...rest} /> };
}

/** The bare section path (`/organization-management`) opens the section home. */
export function sectionIndex(section: string, home = `${section}/home`): RemoteRoute {
  return { path: section, title: section, element: <Navigate to={`/${home}`} replace /> };
}
