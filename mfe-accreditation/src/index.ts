// Async boundary: shared modules are negotiated before the standalone app starts.
import('./standalone').catch((error: unknown) => {
  console.error('The module could not start', error);
});
