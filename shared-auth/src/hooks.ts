import { useDispatch, useSelector } from 'react-redux';
import type { Role, SignedInUser } from '@hemis/shared-contracts';
import { selectCurrentUser, selectRole } from './sessionSlice';
import type { AppDispatch, RootState } from './store';

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();

export function useCurrentUser(): SignedInUser | null {
  return useAppSelector(selectCurrentUser);
}

export function useRole(): Role {
  return useAppSelector(selectRole);
}
