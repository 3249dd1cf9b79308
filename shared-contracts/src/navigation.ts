import { z } from 'zod';
import { MODULES } from './permissions';
import { EMPTY_ROLE, ROLES } from './roles';

/**
 * A remote's navigation: plain data in its own package (`mfe-x/src/navigation.json`), copied into
 * its build (`dist/navigation.json`) and served by the API inside `/remotes.json`. The shell draws
 * a section's sidebar, its home and its "being built" screens from it, so a module team adds a
 * screen and its link by redeploying only its remote.
 */

export const navRoleSchema = z.enum([...ROLES, EMPTY_ROLE]);
export const navModuleSchema = z.enum(MODULES);
/** The figures of GET /Dashboard/Counts a section home may show. */
export const COUNT_KEYS = ['universities', 'campuses', 'students', 'employees'] as const;
export type CountKey = (typeof COUNT_KEYS)[number];

/** A sidebar link. */
export const navLinkSchema = z.strictObject({
  title: z.string().min(1),
  /** Absolute path (`/student-management/home`). */
  link: z.string().regex(/^\//, 'a link starts with /'),
  /** Roles that do not see the link (`""` is the empty role). */
  hiddenFrom: z.array(navRoleSchema).default([]),
  /** The permission module whose `view` the link needs; none: every signed-in user's. */
  module: navModuleSchema.optional(),
});
export type NavLink = z.infer<typeof navLinkSchema>;

/** A group of sidebar links. */
export const navDropdownSchema = z.strictObject({
  type: z.literal('dropdown'),
  title: z.string().min(1),
  link: z.literal('').default(''),
  hiddenFrom: z.array(navRoleSchema).default([]),
  items: z.array(navLinkSchema).min(1),
});
export type NavDropdown = z.infer<typeof navDropdownSchema>;

export const navItemSchema = z.union([navDropdownSchema, navLinkSchema]);
export type NavItem = z.infer<typeof navItemSchema>;

const relativePath = z
  .string()
  .min(1)
  .regex(/^[^/]/, 'a screen path is relative (no leading slash)');

/** A section home: its sidebar links as cards, with counts from the API above them. */
export const navHomeSchema = z.strictObject({
  path: relativePath,
  title: z.string().min(1),
  counts: z.array(z.enum(COUNT_KEYS)).default([]),
  /**
   * The API path (relative to the API base, e.g. `/Infrastructure/Figures`) answering the
   * section's own figures (`SectionFigures`), scoped to the caller, shown above the cards.
   */
  figures: z.string().regex(/^\//, 'an API path starts with /').optional(),
  description: z.string().optional(),
});
export type NavHome = z.infer<typeof navHomeSchema>;

/** One figure of a section home: "Land area 12,345.6 m²", "Buildings 4". */
export const sectionFigureSchema = z.object({
  key: z.string(),
  label: z.string(),
  value: z.number(),
  /** Shown after the value ("m²", "NPR"). */
  unit: z.string().optional(),
  /** Digits after the decimal point (default 0). */
  precision: z.number().int().min(0).max(4).optional(),
});
export type SectionFigure = z.infer<typeof sectionFigureSchema>;
/** What a section home's `figures` path answers. */
export const sectionFiguresSchema = z.object({ figures: z.array(sectionFigureSchema) });
export type SectionFigures = z.infer<typeof sectionFiguresSchema>;

/** The icons a home tile may show (the shell draws each with its own picture). */
export const TILE_ICONS = [
  'students',
  'employees',
  'programs',
  'setup',
  'campuses',
  'exams',
  'passRate',
  'infrastructure',
  'graduation',
  'receipts',
  'dropouts',
  'users',
  'accreditation',
  'publicFinance',
  'accounts',
] as const;
export type TileIcon = (typeof TILE_ICONS)[number];

/**
 * The section's tile on the home (`/`): shown when the caller may use the section's module (the
 * modules of the campus, `GET /ModuleCollegeAccess`), with the module's title and description,
 * the icon and one key figure, opening the section's home.
 */
export const navTileSchema = z.strictObject({
  /** The section's home (absolute). */
  link: z.string().regex(/^\//, 'a link starts with /'),
  icon: z.enum(TILE_ICONS),
  /**
   * Where the key figure comes from: a `SectionFigures` path (default: the section home's
   * `figures`) and the key of one of its figures (default: the first), or a dashboard count.
   */
  figures: z.string().regex(/^\//, 'an API path starts with /').optional(),
  figure: z.string().optional(),
  count: z.enum(COUNT_KEYS).optional(),
});
export type NavTile = z.infer<typeof navTileSchema>;

/** One first path segment the remote serves. */
export const navSectionSchema = z.strictObject({
  segment: z.string().regex(/^[A-Za-z0-9-]+$/),
  /** The permission module whose `view` opens the segment's pages; none: open to signed-in users. */
  module: navModuleSchema.optional(),
  /** The section's sidebar (pages of a segment without one show the default sidebar). */
  sidebar: z.array(navItemSchema).optional(),
  /** The segment's pages show another section's sidebar (a student's record pages). */
  sidebarOf: z.string().optional(),
  home: navHomeSchema.optional(),
  tile: navTileSchema.optional(),
  /**
   * The segment's pages are public: outside the layout, open without signing in (the spec's
   * /open-enroll, /esewa, /success and /failed).
   */
  public: z.literal(true).optional(),
});
export type NavSection = z.infer<typeof navSectionSchema>;

/**
 * A screen's title, by its path. A real screen's code (`page(path, load)`) takes its title from
 * here; a screen marked `building` has no code yet and shows the "being built" panel.
 */
export const navScreenSchema = z.strictObject({
  /** Relative route path, e.g. `exam-management/results` or `marks-entry/:id`. */
  path: relativePath,
  title: z.string().min(1),
  building: z.literal(true).optional(),
});
export type NavScreen = z.infer<typeof navScreenSchema>;

const segmentOf = (path: string) => path.split('/').find((part) => part.length > 0) ?? '';

export const remoteNavigationSchema = z
  .strictObject({
    sections: z.array(navSectionSchema).min(1),
    screens: z.array(navScreenSchema).default([]),
    /**
     * The remote draws the widgets of the home (`/`): the shell loads its module there and
     * renders the module's `homeWidgets` above the module tiles.
     */
    homeWidgets: z.literal(true).optional(),
  })
  .superRefine((navigation, context) => {
    const segments = new Set<string>();
    for (const section of navigation.sections) {
      if (segments.has(section.segment)) {
        context.addIssue({ code: 'custom', message: `section "${section.segment}" is twice` });
      }
      segments.add(section.segment);
    }
    const paths = new Set<string>();
    const checkPath = (path: string) => {
      if (!segments.has(segmentOf(path))) {
        context.addIssue({ code: 'custom', message: `"${path}" is outside the sections` });
      }
      if (paths.has(path.toLowerCase())) {
        context.addIssue({ code: 'custom', message: `"${path}" is declared twice` });
      }
      paths.add(path.toLowerCase());
    };
    for (const section of navigation.sections) {
      if (section.sidebarOf !== undefined && !segments.has(section.sidebarOf)) {
        context.addIssue({
          code: 'custom',
          message: `"${section.segment}" borrows the sidebar of unknown "${section.sidebarOf}"`,
        });
      }
      if (section.home) checkPath(section.home.path);
      if (section.tile && section.module === undefined) {
        context.addIssue({
          code: 'custom',
          message: `"${section.segment}" has a tile but no module`,
        });
      }
    }
    for (const screen of navigation.screens) checkPath(screen.path);
  });
export type RemoteNavigation = z.infer<typeof remoteNavigationSchema>;
/** The data as written in a navigation.json (defaults may be left out). */
export type RemoteNavigationInput = z.input<typeof remoteNavigationSchema>;
