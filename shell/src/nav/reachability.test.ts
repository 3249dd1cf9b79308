/**
 * Every screen of every remote is reached by a click: a link of some section's sidebar (each
 * section home shows its sidebar's links as cards) or of the shell's own menus; and every module
 * with screens has a tile on the home. The walk in e2e/tests/walk.test.ts checks the same in
 * Chromium for each role; this finds a missing link as soon as a navigation.json changes.
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  MODULES,
  remoteNavigationSchema,
  type Module,
  type RemoteNavigation,
} from '@hemis/shared-contracts';
import { MAIN_MENU, REPORT_ITEMS, SiteNavigation, flattenItems } from '@hemis/shared-auth';

const ROOT = path.resolve(__dirname, '..', '..', '..');
const navigations: RemoteNavigation[] = fs
  .readdirSync(ROOT)
  .filter((dir) => dir.startsWith('mfe-'))
  .map((dir) =>
    remoteNavigationSchema.parse(
      JSON.parse(fs.readFileSync(path.join(ROOT, dir, 'src', 'navigation.json'), 'utf8')),
    ),
  );

/** Modules whose screens are not a section of their own: the home itself, and the reports menu. */
const WITHOUT_TILE: readonly Module[] = ['dashboard', 'report'];

describe('reaching every screen by clicks', () => {
  it('links every screen from a sidebar or the top menus', () => {
    const links = new Set(
      [
        ...navigations.flatMap((navigation) =>
          navigation.sections.flatMap((section) => flattenItems(section.sidebar ?? [])),
        ),
        ...MAIN_MENU,
        ...REPORT_ITEMS,
      ].map((entry) => entry.link.toLowerCase()),
    );
    const unlinked = navigations.flatMap((navigation) => {
      const open = new Set(
        navigation.sections.filter((section) => section.public).map((section) => section.segment),
      );
      const paths = [
        ...navigation.sections.flatMap((section) => (section.home ? [section.home.path] : [])),
        // A screen still being built is reached when its issue builds it.
        ...navigation.screens.filter((screen) => !screen.building).map((screen) => screen.path),
      ];
      return paths.filter(
        (screen) =>
          !screen.includes(':') &&
          !open.has(screen.split('/')[0] ?? '') &&
          !links.has(`/${screen.toLowerCase()}`),
      );
    });
    expect(unlinked).toEqual([]);
  });

  it('gives every module with screens a tile on the home, opening a linked page', () => {
    const tiles = new SiteNavigation(navigations).tiles();
    expect(
      MODULES.filter((module) => !WITHOUT_TILE.includes(module) && !tiles.has(module)),
    ).toEqual([]);
    const links = new Set(
      navigations.flatMap((navigation) =>
        navigation.sections.flatMap((section) =>
          flattenItems(section.sidebar ?? []).map((entry) => entry.link),
        ),
      ),
    );
    for (const tile of tiles.values()) expect(links).toContain(tile.link);
  });
});
