// Screen tests: jest-dom matchers and the browser APIs antd expects but jsdom lacks.
import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
// TextEncoder (react-router 7) and MessageChannel (antd 6 forms), which jsdom lacks.
import '@hemis/shared-auth/src/testing-dom';

Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }),
});

if (!window.ResizeObserver) {
  window.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

// findBy/waitFor give up after 1 s by default; CI runs the screen tests beside the API tests on
// two cores, where a screen that makes two calls in turn (record, then its PDF) can take longer.
configure({ asyncUtilTimeout: 5000 });

// Every text a screen renders through the catalogue must have its Nepali: a screen test fails on
// one that lacks it (the kit records them as they render; see shared-ui/src/i18n/texts.ts).
afterEach(async () => {
  const { changeLanguage, currentLanguage, takeMissingTexts } =
    await import('@hemis/shared-ui/src/i18n/texts');
  // A test that switched to Nepali leaves the next one in English.
  if (currentLanguage() !== 'en') await changeLanguage('en');
  window.localStorage.removeItem('hemis.language');
  const missing = takeMissingTexts();
  if (missing.length > 0) {
    throw new Error(
      `Texts rendered without Nepali (add them to the package's src/i18n/ne.ts):\n  ${missing.join('\n  ')}`,
    );
  }
});
