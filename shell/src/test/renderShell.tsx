/**
 * Renders the whole shell (providers, router, layout) for screen tests, with a signed-in user of
 * the given role, a remote manifest, and the API answered by a handler. The federation runtime
 * boundary (`../federation/runtime`) must be mocked by the test file.
 */
import { act, render, screen, type RenderResult } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import {
  DEFAULT_MAP_TILE_URL,
  USER_MANUAL_PATH,
  remoteNavigationSchema,
  type ClientConfig,
  type RemoteEntry,
  type RemoteManifest,
  type Role,
  type KnownRole,
  type SignedInUser,
} from '@hemis/shared-contracts';
import { SessionProvider, createAppStore, signInSuccess } from '@hemis/shared-auth';
import {
  bootstrapped,
  mockApi,
  sampleUser,
  type ApiHandler,
  type MockedApi,
} from '@hemis/shared-auth/src/testing';
import { AppProviders } from '@hemis/shared-ui';
import examsNavigation from '@hemis/mfe-exams/src/navigation.json';
import studentsNavigation from '@hemis/mfe-students/src/navigation.json';
// Their Nepali, as each module brings it: the sidebars below draw their navigation's titles.
import '@hemis/mfe-exams/src/i18n/texts';
import '@hemis/mfe-students/src/i18n/texts';
import '../i18n/texts';
import { App } from '../App';
import { ShellProvider } from '../ShellContext';
import { RemoteRegistry } from '../federation/registry';
import { resetBrandingCache } from '../layout/useCampus';

export const TEST_CONFIG: ClientConfig = {
  supportPhone: '01-4444444',
  supportEmail: 'support@hemis.test',
  developerName: 'HEMIS team',
  developerUrl: 'https://hemis.test/team',
  userManualUrl: USER_MANUAL_PATH,
  mapTileUrl: DEFAULT_MAP_TILE_URL,
  legacySystemUrl: 'https://old.hemis.test',
};

/** A remote of the manifest as the server serves it: its sections and navigation. */
function manifestEntry(dir: string, name: string, data: unknown): RemoteEntry {
  const navigation = remoteNavigationSchema.parse(data);
  return {
    name,
    entry: `/remotes/${dir}/mf-manifest.json`,
    sections: navigation.sections.map((section) => section.segment),
    navigation,
  };
}

/** The students and exams remotes, with their real navigation data. */
export const TEST_MANIFEST: RemoteManifest = {
  remotes: [
    manifestEntry('mfe-students', 'mfe_students', studentsNavigation),
    manifestEntry('mfe-exams', 'mfe_exams', examsNavigation),
  ],
};

export const CAMPUS_49 = {
  id: 49,
  campusName: 'Tribhuvan Model Campus',
  localLevel: 'Kirtipur Municipality',
  district: 'Kathmandu',
  province: 'Bagmati',
  logo: 'campus-49.png',
  campusType: 'constituent',
  universityId: 1,
  universityName: 'Tribhuvan University',
};

export const COUNTS = {
  universities: 3,
  campuses: 12,
  students: 4321,
  employees: 210,
  scope: 'university',
};

/** GET /ModuleCollegeAccess: the modules the signed-in test user may use. */
export const MODULE_ACCESS = [
  { code: 'dashboard', title: 'Dashboard', description: null, sortOrder: 0 },
  { code: 'exam', title: 'Exam', description: 'Exams and results.', sortOrder: 6 },
  { code: 'graduation', title: 'Graduation', description: 'Graduates.', sortOrder: 8 },
  { code: 'receipt', title: 'Receipt', description: 'Fee receipts.', sortOrder: 9 },
  { code: 'report', title: 'HEMIS Reports', description: 'Reports.', sortOrder: 16 },
];
export const GRADUATION_FIGURES = {
  figures: [
    { key: 'eligible', label: 'Eligible students', value: 37 },
    { key: 'graduates', label: 'Graduates', value: 1234 },
  ],
};

export const defaultApi: ApiHandler = (call) => {
  if (call.url === '/Campus/49') return { status: 200, data: CAMPUS_49 };
  if (call.url === '/Dashboard/Counts') return { status: 200, data: COUNTS };
  if (call.url === '/ModuleCollegeAccess') return { status: 200, data: MODULE_ACCESS };
  if (call.url === '/Graduation/Figures') return { status: 200, data: GRADUATION_FIGURES };
  return { status: 404, data: { message: 'Not found' } };
};

function LocationProbe() {
  const { pathname } = useLocation();
  return (
    <output data-testid="location" hidden>
      {pathname}
    </output>
  );
}

/** The router's current path (from the hidden probe). */
export function pathNow(): string {
  return screen.getByTestId('location').textContent ?? '';
}

export interface ShellRender extends RenderResult {
  api: MockedApi;
  registry: RemoteRegistry;
}

export async function renderShell(options: {
  role?: Role;
  path?: string;
  api?: ApiHandler;
  manifest?: RemoteManifest;
  /** The user's permissions as the sign-in answer carries them (default: none sent). */
  permissions?: string[];
  /** More of the signed-in user (their stored preferences, say). */
  user?: Partial<SignedInUser>;
}): Promise<ShellRender> {
  const { role = 'CollegeAdmin', path = '/', api = defaultApi, manifest = TEST_MANIFEST } = options;
  resetBrandingCache();
  localStorage.clear();
  sessionStorage.clear();
  const mocked = mockApi(api);
  const { store, persistor } = createAppStore();
  await bootstrapped(persistor);
  if (role !== '') {
    const known: KnownRole = role;
    store.dispatch(
      signInSuccess(
        sampleUser({
          role: known,
          listUser: [{ roleName: known }],
          ...(options.permissions ? { permissions: options.permissions } : {}),
          ...options.user,
        }),
      ),
    );
  }
  const registry = new RemoteRegistry(manifest, false, 'http://localhost');
  registry.register();
  let view: RenderResult | null = null;
  await act(async () => {
    view = render(
      <SessionProvider store={store} persistor={persistor}>
        <AppProviders styleMock="server">
          <ShellProvider value={{ config: TEST_CONFIG, registry }}>
            <MemoryRouter initialEntries={[path]}>
              <App />
              <LocationProbe />
            </MemoryRouter>
          </ShellProvider>
        </AppProviders>
      </SessionProvider>,
    );
    await Promise.resolve();
  });
  if (!view) throw new Error('render failed');
  return { ...(view as RenderResult), api: mocked, registry };
}
