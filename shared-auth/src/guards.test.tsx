import './testing-dom';
import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { RequireAuth, RequireRole, isHiddenFor, opensDashboard } from './guards';
import { signInSuccess } from './sessionSlice';
import { createAppStore, type AppStore } from './store';
import { sampleUser } from './testing';

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function renderAt(path: string, store: AppStore) {
  return render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/login" element={<Where />} />
          <Route path="/student-home" element={<p>Student home</p>} />
          <Route
            path="*"
            element={
              <RequireAuth>
                <Where />
              </RequireAuth>
            }
          />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
}

describe('RequireAuth', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('sends an anonymous visitor to /login with the encoded current path', () => {
    const { store } = createAppStore();
    renderAt('/student-management/student-list?page=2', store);
    expect(screen.getByTestId('where')).toHaveTextContent(
      '/login?redirect=%2Fstudent-management%2Fstudent-list%3Fpage%3D2',
    );
  });

  it('shows the page to a signed-in user', () => {
    const { store } = createAppStore();
    store.dispatch(signInSuccess(sampleUser()));
    renderAt('/other-setup/home', store);
    expect(screen.getByTestId('where')).toHaveTextContent('/other-setup/home');
  });

  it('keeps a Student to their home (also their dashboard), certificates and the change of password', () => {
    const { store } = createAppStore();
    store.dispatch(
      signInSuccess(sampleUser({ role: 'Student', listUser: [{ roleName: 'Student' }] })),
    );
    for (const path of [
      '/',
      '/home',
      '/home/',
      '/student-management/student-list',
      // Old-format certificates are the campus's, never a Student's page.
      '/character-certificate-old/new',
    ]) {
      const { unmount } = renderAt(path, store);
      expect([path, screen.queryByText('Student home')]).toEqual([path, expect.anything()]);
      unmount();
    }
    for (const path of ['/change-password', '/character-application', '/character-certificate/5']) {
      const { unmount } = renderAt(path, store);
      expect(screen.getByTestId('where')).toHaveTextContent(path);
      unmount();
    }
  });

  it('redirects when the session ends while the page is open', () => {
    const { store } = createAppStore();
    store.dispatch(signInSuccess(sampleUser()));
    renderAt('/profile', store);
    expect(screen.getByTestId('where')).toHaveTextContent('/profile');
    act(() => {
      store.dispatch({ type: 'user/signOut' });
    });
    expect(screen.getByTestId('where')).toHaveTextContent('/login?redirect=%2Fprofile');
  });
});

describe('opensDashboard', () => {
  it('is the dashboard paths, query or hash and a trailing slash allowed, for all but a Student', () => {
    for (const path of ['/', '/home', '/home/', '/?tab=1', '/home#top']) {
      expect(opensDashboard('CollegeAdmin', path)).toBe(true);
      expect(opensDashboard('Student', path)).toBe(false);
    }
    expect(opensDashboard('UgcAdmin', '/students')).toBe(false);
    expect(opensDashboard('UgcAdmin', '/homework')).toBe(false);
  });
});

describe('RequireRole and isHiddenFor', () => {
  it('hides by exact role; the empty role counts', () => {
    expect(isHiddenFor(['Admin', 'UgcAdmin'], 'Admin')).toBe(true);
    expect(isHiddenFor(['Admin', 'UgcAdmin'], 'UniAdmin')).toBe(false);
    expect(isHiddenFor(['SuperAdmin', ''], '')).toBe(true);
    expect(isHiddenFor(['Admin,UgcAdmin'], 'Admin')).toBe(false);
    expect(isHiddenFor(undefined, 'Admin')).toBe(false);
  });

  it('sends a hidden role to the dashboard and shows the page to others', () => {
    const { store } = createAppStore();
    store.dispatch(signInSuccess(sampleUser({ listUser: [{ roleName: 'Admin' }] })));
    render(
      <Provider store={store}>
        <MemoryRouter initialEntries={['/profile']}>
          <Routes>
            <Route path="/" element={<p>Dashboard</p>} />
            <Route
              path="/profile"
              element={
                <RequireRole hiddenFrom={['Admin', 'UgcAdmin']}>
                  <p>Profile</p>
                </RequireRole>
              }
            />
            <Route
              path="/change-password"
              element={
                <RequireRole hiddenFrom={['Student']}>
                  <p>Change</p>
                </RequireRole>
              }
            />
          </Routes>
        </MemoryRouter>
      </Provider>,
    );
    expect(screen.getByText('Dashboard')).toBeInTheDocument();
  });
});
