import { DEFAULT_ROLE_PERMISSIONS } from '@hemis/shared-contracts';
import { apiClient, markPermissionsFresh, refreshPermissions } from './apiClient';
import { can, permissionsOf, selectPermissions } from './permissions';
import { selectCurrentUser, signInSuccess } from './sessionSlice';
import { createAppStore } from './store';
import { installMemoryStorage, mockApi, sampleUser, type MockedApi } from './testing';

describe('permissions of the signed-in user', () => {
  it('uses the list the API sent', () => {
    const user = sampleUser({ permissions: ['student:view'] });
    expect(permissionsOf(user)).toEqual(['student:view']);
    expect(can(user, 'student:view')).toBe(true);
    expect(can(user, 'student:add')).toBe(false);
  });

  it("falls back to the role's defaults when the session has none", () => {
    const user = sampleUser({ role: 'CollegeUser', listUser: [{ roleName: 'CollegeUser' }] });
    expect(permissionsOf(user)).toBe(DEFAULT_ROLE_PERMISSIONS.CollegeUser);
    expect(can(user, 'employee:add')).toBe(true);
    expect(can(user, 'employee:delete')).toBe(false);
  });

  it('gives nobody signed in nothing', () => {
    expect(permissionsOf(null)).toEqual([]);
    expect(can(undefined, 'dashboard:view')).toBe(false);
  });
});

describe('refreshing the permissions', () => {
  let api: MockedApi | null = null;
  beforeEach(() => {
    installMemoryStorage();
  });
  afterEach(() => {
    api?.restore();
    api = null;
  });

  function signedIn(permissions?: string[]) {
    const { store } = createAppStore();
    store.dispatch(signInSuccess(sampleUser({ permissions })));
    return store;
  }

  it('stores what GET /User/Permissions answers, at most every 30 seconds', async () => {
    api = mockApi(() => ({ status: 200, data: { permissions: ['report:view'] } }));
    const store = signedIn(['student:view']);
    await refreshPermissions();
    expect(api.calls.map((call) => call.url)).toEqual(['/User/Permissions']);
    expect(selectPermissions(store.getState())).toEqual(['report:view']);
    await refreshPermissions();
    expect(api.calls).toHaveLength(1);
  });

  it('skips the read right after a sign-in that carried the permissions', async () => {
    api = mockApi(() => ({ status: 200, data: { permissions: [] } }));
    signedIn(['student:view']);
    markPermissionsFresh();
    await refreshPermissions();
    expect(api.calls).toHaveLength(0);
  });

  it('reads them again after a 403 and keeps the session', async () => {
    let permissions = ['employee:view', 'employee:add'];
    api = mockApi((call) =>
      call.url === '/User/Permissions'
        ? { status: 200, data: { permissions } }
        : { status: 403, data: { statusCode: 403, error: 'Forbidden', message: 'No' } },
    );
    const store = signedIn(['employee:view', 'employee:add']);
    permissions = ['employee:view'];
    await expect(apiClient.post('/Employee', {})).rejects.toThrow('403');
    await refreshPermissions({ force: true });
    expect(api.calls.some((call) => call.url === '/User/Permissions')).toBe(true);
    expect(selectPermissions(store.getState())).toEqual(['employee:view']);
    expect(selectCurrentUser(store.getState())).not.toBeNull();
  });

  it('ignores a failed read', async () => {
    api = mockApi(() => ({ status: 500 }));
    const store = signedIn(['student:view']);
    await refreshPermissions();
    expect(selectPermissions(store.getState())).toEqual(['student:view']);
  });

  it('does nothing without a signed-in user', async () => {
    api = mockApi(() => ({ status: 200, data: { permissions: [] } }));
    createAppStore();
    await refreshPermissions({ force: true });
    expect(api.calls).toHaveLength(0);
  });
});
