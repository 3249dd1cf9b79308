// Async boundary: shared modules are negotiated before any application code runs.
import('./bootstrap').catch((error: unknown) => {
  console.error('HEMIS could not start', error);
});
