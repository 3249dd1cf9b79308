import '@hemis/shared-auth/src/testing-dom';
import { act, screen, waitFor } from '@testing-library/react';
import { MESSAGES } from '@hemis/shared-contracts';
import {
  installMemoryStorage,
  mockApi,
  sampleUser,
  type MockedApi,
} from '@hemis/shared-auth/src/testing';
import { defineRemoteModule, page } from './defineRemoteModule';
import { mountModule, type Unmount } from './mount';

const faculties = defineRemoteModule({
  id: 'mfe_embedded',
  title: 'Setup',
  navigation: {
    sections: [{ segment: 'other-setup' }],
    screens: [{ path: 'other-setup/faculty-management', title: 'Faculty Management' }],
  },
  routes: [
    page('other-setup/faculty-management', () =>
      Promise.resolve({ default: () => <h2>Faculties of the campus</h2> }),
    ),
  ],
});

describe('mountModule', () => {
  let api: MockedApi | null = null;
  let unmount: Unmount | null = null;
  let element: HTMLElement;
  beforeEach(() => {
    installMemoryStorage();
    element = document.createElement('div');
    document.body.appendChild(element);
  });
  afterEach(() => {
    act(() => unmount?.());
    unmount = null;
    api?.restore();
    api = null;
    element.remove();
  });

  const mount = (token?: string) =>
    act(() => {
      unmount = mountModule(faculties, element, {
        apiBase: 'https://hemis.example.gov.np/api/',
        ...(token !== undefined ? { token } : {}),
      });
    });

  it('opens signed in as the user of the token the host page passes', async () => {
    const { tokenString: _token, ...sessionUser } = sampleUser();
    api = mockApi(() => ({ status: 200, data: sessionUser }));
    await mount('from-the-host');
    expect(await screen.findByText('Faculties of the campus')).toBeInTheDocument();
    expect(screen.getByText(sessionUser.email)).toBeInTheDocument();
    expect(api.calls[0]?.url).toBe('/User/Session');
    expect(api.calls[0]?.headers.authorization).toBe('Bearer from-the-host');
  });

  it('shows its own sign-in when the token is refused', async () => {
    api = mockApi(() => ({ status: 401, data: { message: MESSAGES.http.sessionEnded } }));
    await mount('stale');
    expect(await screen.findByText('HEMIS Setup: sign in')).toBeInTheDocument();
    expect(screen.queryByText('Faculties of the campus')).not.toBeInTheDocument();
  });

  it('shows its own sign-in without a token', async () => {
    api = mockApi(() => ({ status: 404 }));
    await mount();
    await waitFor(() => expect(screen.getByText('HEMIS Setup: sign in')).toBeInTheDocument());
    expect(api.calls).toHaveLength(0);
  });
});
