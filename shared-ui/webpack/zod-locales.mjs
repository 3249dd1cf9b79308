// zod's locales as the apps ship them: English only. zod is a shared module, so its every export
// is kept, and its forty-odd other locales would add about 32 KB (brotli) to the first sign-in.
// The product's messages are its own (shared-contracts), so no screen reads another locale.
export { default as en } from 'zod/v4/locales/en.js';
