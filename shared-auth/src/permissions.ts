import {
  DEFAULT_ROLE_PERMISSIONS,
  EMPTY_ROLE,
  type Permission,
  type SignedInUser,
} from '@hemis/shared-contracts';
import { useAppSelector } from './hooks';
import { roleOfUser, selectCurrentUser, type WithSession } from './sessionSlice';

const NONE: readonly string[] = [];

/**
 * What a signed-in user may do (`module:action`): the list the API sent at sign-in or on the last
 * refresh; for a session that has none (stored before permissions existed) the role's defaults.
 */
export function permissionsOf(
  user: Pick<SignedInUser, 'role' | 'listUser' | 'permissions'> | null | undefined,
): readonly string[] {
  if (!user) return NONE;
  if (user.permissions) return user.permissions;
  const role = roleOfUser(user);
  return role === EMPTY_ROLE ? NONE : DEFAULT_ROLE_PERMISSIONS[role];
}

/** Whether the user holds a permission (display gating; the API enforces it again). */
export function can(
  user: Pick<SignedInUser, 'role' | 'listUser' | 'permissions'> | null | undefined,
  permission: Permission,
): boolean {
  return permissionsOf(user).includes(permission);
}

export const selectPermissions = (state: WithSession): readonly string[] =>
  permissionsOf(selectCurrentUser(state));

/** The signed-in user's permissions (the role's defaults when the session has none). */
export function usePermissions(): readonly string[] {
  return useAppSelector(selectPermissions);
}

/** Whether the signed-in user holds `permission`. */
export function useCan(permission: Permission): boolean {
  return usePermissions().includes(permission);
}

/**
 * The permissions the menus and the route gate apply, or undefined where the role's own rules
 * decide alone: nobody signed in, a Student (two fixed screens), or an unknown role with no list.
 */
export function gatingPermissionsOf(
  user: Pick<SignedInUser, 'role' | 'listUser' | 'permissions'> | null | undefined,
): readonly string[] | undefined {
  if (!user) return undefined;
  const role = roleOfUser(user);
  if (role === 'Student') return undefined;
  if (!user.permissions && role === EMPTY_ROLE) return undefined;
  return permissionsOf(user);
}

const selectGatingPermissions = (state: WithSession): readonly string[] | undefined =>
  gatingPermissionsOf(selectCurrentUser(state));

/** What the menus and the route gate filter by (see gatingPermissionsOf). */
export function useGatingPermissions(): readonly string[] | undefined {
  return useAppSelector(selectGatingPermissions);
}
