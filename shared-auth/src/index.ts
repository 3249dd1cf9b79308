export * from './sessionSlice';
export * from './store';
export * from './apiClient';
export * from './thunks';
export * from './signInCall';
export * from './tokenSession';
export * from './expiryWatch';
export * from './hooks';
export * from './SessionProvider';
export * from './guards';
export * from './apiErrors';
export * from './outbox';
export * from './preferences';
export {
  readSessionExpiry,
  readRememberedSignIn,
  applyRememberMe,
  clearRememberedSignIn,
  type RememberedSignIn,
} from './storage';
export * from './navigation';
export * from './permissions';
export * from './permissionSync';
