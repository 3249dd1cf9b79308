/**
 * Registers the shell's service worker (sw.js, built by Workbox in production) once the page has
 * loaded, so it never competes with the first screen for a slow link. With it, a reload while the
 * link is down shows the app and its outbox.
 */
export function registerServiceWorker(): void {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js').catch((error: unknown) => {
      console.warn('The offline cache could not be set up', error);
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
