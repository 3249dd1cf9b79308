/** Screen-test helpers for the user-management screens (not part of the module). */
import '@hemis/shared-auth/src/testing-dom';
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureStore } from '@reduxjs/toolkit';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { SignedInUser, UserAccount } from '@hemis/shared-contracts';
import { AppProviders } from '@hemis/shared-ui';
import { testUser } from '@hemis/shared-ui/src/resource/testing';

export function superAdmin(overrides: Partial<SignedInUser> = {}): SignedInUser {
  return testUser({
    email: 'superadmin@hemis.test',
    role: 'SuperAdmin',
    listUser: [{ roleName: 'SuperAdmin' }],
    universityId: null,
    campusId: null,
    type: 'Uni',
    ...overrides,
  });
}

export function account(overrides: Partial<UserAccount> = {}): UserAccount {
  return {
    id: 5,
    email: 'campus.user@hemis.test',
    firstName: 'Anita',
    middleName: null,
    lastName: 'Gurung',
    phoneNumber: '9800000000',
    gender: 'female',
    role: 'CollegeUser',
    level: 'campus',
    universityId: 1,
    universityName: 'Tribhuvan University',
    campusId: 49,
    campusName: 'Bhaktapur Multiple Campus',
    employeeId: null,
    status: 'active',
    mustChangePassword: true,
    lastSignInAt: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

function LocationProbe() {
  const location = useLocation();
  return (
    <output data-testid="location" hidden>
      {`${location.pathname}${location.search}`}
    </output>
  );
}

/** Renders a screen signed in as `user`, at `path` (for ?userId=) inside a router. */
export function renderUserScreen(
  screen: ReactNode,
  options: { user?: SignedInUser; path?: string } = {},
) {
  const user = options.user ?? superAdmin();
  const path = options.path ?? '/user-management/screen';
  const events = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
  const store = configureStore({ reducer: { user: () => ({ currentUser: user }) } });
  const view = render(
    <Provider store={store}>
      <AppProviders styleMock="server">
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="*" element={screen} />
          </Routes>
          <LocationProbe />
        </MemoryRouter>
      </AppProviders>
    </Provider>,
  );
  return { ...view, user: events };
}
