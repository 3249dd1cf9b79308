import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { refreshPermissions } from './apiClient';
import { useAppSelector } from './hooks';
import { firstSegment } from './navigation';
import { selectCurrentUser } from './sessionSlice';

/**
 * Keeps the signed-in user's permissions current: read once when the layout starts (a stored
 * session) and again on every change of the top-level route, at most every 30 s. A 403 from any
 * call also refreshes them (see apiClient).
 */
export function usePermissionRefresh(): void {
  const { pathname } = useLocation();
  const section = firstSegment(pathname);
  const userId = useAppSelector((state) => selectCurrentUser(state)?.id ?? null);
  useEffect(() => {
    if (userId !== null) void refreshPermissions();
  }, [section, userId]);
}
