import { leanSignInApplies } from './signin/storedSession';
import { registerServiceWorker } from './serviceWorker';

// Async boundary: shared modules are negotiated before any application code runs. A first,
// signed-out visit to /login starts with the sign-in screen alone (shell README, "Lean sign-in
// path"); every other page starts the full app.
const start = leanSignInApplies(window.location.pathname)
  ? import(/* webpackChunkName: "sign-in" */ './signin/leanBootstrap')
  : import('./bootstrap');
start.catch((error: unknown) => {
  console.error('HEMIS could not start', error);
});

registerServiceWorker();
