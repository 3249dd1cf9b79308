import { lazy, Suspense } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { RequireAuth, firstSegment, useCurrentUser } from '@hemis/shared-auth';
import {
  FISCAL_YEAR_SETUP_PATH,
  VERIFY_CARD_PATH,
  OPEN_DATA_PAGE_PATH,
  ACCREDITED_CAMPUSES_PAGE_PATH,
  VERIFY_PAGE_PATH,
} from '@hemis/shared-contracts';
import { PageSpinner, UnderConstruction } from '@hemis/shared-ui/src/entries/shell';
import { AppLayout } from './layout/AppLayout';
import { PublicLayout } from './layout/PublicLayout';
import { LinkProvider } from './nav/AppLink';
import { renderRouterLink } from './nav/RouterLink';
import { PermissionGate } from './PermissionGate';
import { usePreferencesOfSession } from './preferences';
import { RemoteOutlet } from './RemoteOutlet';
import { useShell } from './ShellContext';
// In the full app's own chunk: the sign-in screen hands over to it, and the dashboard follows.
import DashboardPage from './pages/DashboardPage';
import LoginPage from './pages/LoginPage';

const RegisterPage = lazy(() => import('./pages/RegisterPage'));
const ForgotPasswordPage = lazy(() => import('./pages/ForgotPasswordPage'));
const ResetPasswordPage = lazy(() => import('./pages/ResetPasswordPage'));
const NotFoundPage = lazy(() => import('./pages/NotFoundPage'));
const ProfilePage = lazy(() => import('./pages/ProfilePage'));
const ChangePasswordPage = lazy(() => import('./pages/ChangePasswordPage'));
const StudentHomePage = lazy(() => import('./pages/StudentHomePage'));
const VerifyDocumentPage = lazy(() => import('./pages/VerifyDocumentPage'));
const PublicFiscalYearsPage = lazy(() => import('./pages/PublicFiscalYearsPage'));
const OpenDataPage = lazy(() => import('./pages/OpenDataPage'));
const AccreditedCampusesPage = lazy(() => import('./pages/AccreditedCampusesPage'));

/** First segments the shell serves itself inside the layout. */
export const SHELL_SECTIONS: readonly string[] = [
  '',
  'home',
  'student-home',
  'profile',
  'change-password',
  'payroll',
  'library',
  'coming-soon',
  'image',
];

/**
 * Spec "Placeholders": routes that exist and say what they will be (the kit translates the
 * screen's name; its Nepali is in the shell's catalogue).
 */
const PLACEHOLDERS: ReadonlyArray<readonly [string, string]> = [
  ['/payroll', 'Payroll'],
  ['/library', 'Library'],
  ['/coming-soon', 'This feature'],
  ['/image', 'Image gallery'],
];

/**
 * Everything but the public pages. A signed-in user gets the layout (an unknown path is "not
 * found" inside it); an anonymous visitor is sent to sign in for any page that exists, and sees
 * the public "not found" screen for one that does not.
 */
function ProtectedArea() {
  const user = useCurrentUser();
  const { registry } = useShell();
  const { pathname } = useLocation();
  const segment = firstSegment(pathname);
  const exists =
    SHELL_SECTIONS.includes(segment) ||
    registry.remoteFor(segment) !== undefined ||
    registry.manifestFailed;
  // Public in the spec's list: visitors read the fiscal years; signed-in users get the setup screen.
  if (!user && pathname === FISCAL_YEAR_SETUP_PATH) {
    return (
      <PublicLayout>
        <Suspense fallback={<PageSpinner />}>
          <PublicFiscalYearsPage />
        </Suspense>
      </PublicLayout>
    );
  }
  // A remote's public pages (online payment, enrolment) open outside the layout for anyone.
  const remote = registry.remoteFor(segment);
  if (
    remote?.navigation?.sections.some((section) => section.segment === segment && section.public)
  ) {
    return (
      <PublicLayout>
        <Suspense fallback={<PageSpinner />}>
          <RemoteOutlet />
        </Suspense>
      </PublicLayout>
    );
  }
  if (!user && !exists) {
    return (
      <PublicLayout>
        <NotFoundPage />
      </PublicLayout>
    );
  }
  return (
    <RequireAuth>
      <AppLayout>
        <PermissionGate>
          <Suspense fallback={<PageSpinner />}>
            <Routes>
              <Route index element={<DashboardPage />} />
              <Route path="home" element={<DashboardPage />} />
              <Route path="student-home" element={<StudentHomePage />} />
              <Route path="profile" element={<ProfilePage />} />
              <Route path="change-password" element={<ChangePasswordPage />} />
              {PLACEHOLDERS.map(([path, title]) => (
                <Route key={path} path={path} element={<UnderConstruction screen={title} />} />
              ))}
              <Route path="*" element={<RemoteOutlet />} />
            </Routes>
          </Suspense>
        </PermissionGate>
      </AppLayout>
    </RequireAuth>
  );
}

export function App() {
  usePreferencesOfSession();
  return (
    <LinkProvider value={renderRouterLink}>
      <Suspense fallback={<PageSpinner />}>
        <Routes>
          <Route element={<PublicLayout />}>
            <Route path="/login" element={<LoginPage />} />
            <Route path="/register" element={<RegisterPage />} />
            <Route path="/forgot-password" element={<ForgotPasswordPage />} />
            <Route path="/reset-password/:email/:token" element={<ResetPasswordPage />} />
            <Route path={`${VERIFY_PAGE_PATH}/:kind/:token`} element={<VerifyDocumentPage />} />
            <Route path={OPEN_DATA_PAGE_PATH} element={<OpenDataPage />} />
            <Route path={ACCREDITED_CAMPUSES_PAGE_PATH} element={<AccreditedCampusesPage />} />
            <Route
              path={`${VERIFY_CARD_PATH}/:token`}
              element={<VerifyDocumentPage kind="identity-card" />}
            />
          </Route>
          <Route path="*" element={<ProtectedArea />} />
        </Routes>
      </Suspense>
    </LinkProvider>
  );
}
