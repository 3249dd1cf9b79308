// Screen tests: jest-dom matchers and the browser APIs antd expects but jsdom lacks.
import '@testing-library/jest-dom';
import React from 'react';
import { configure } from '@testing-library/react';
// TextEncoder (react-router 7) and MessageChannel (antd 6 forms), which jsdom lacks.
import '@hemis/shared-auth/src/testing-dom';
import { mediaQueries } from '@hemis/shared-ui/src/testing-screen';

// No media query matches unless a test sets a window width (emulateWindowWidth).
Object.defineProperty(window, 'matchMedia', { writable: true, value: mediaQueries(() => false) });

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

// React's development build captures a stack for every element it creates (its "owner stacks",
// for the component trace of its warnings): in jsdom a good part of a screen test's time. Tests
// read no such trace, so React is told its per-render allowance is always spent.
const reactInternals: unknown = Reflect.get(
  React,
  '__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE',
);
if (typeof reactInternals === 'object' && reactInternals !== null) {
  Object.defineProperty(reactInternals, 'recentlyCreatedOwnerStacks', {
    get: () => Number.MAX_SAFE_INTEGER,
    set: () => undefined,
  });
}

// antd's style kit, in development, wraps each theme token in a proxy that records which tokens
// every component reads (statistics for antd's own tooling): loaded here as in a production
// build, where tokens are plain objects (the test file's modules share this module registry).
const nodeEnv = process.env.NODE_ENV;
process.env.NODE_ENV = 'production';
jest.requireActual('@ant-design/cssinjs-utils/lib/util/statistic');
process.env.NODE_ENV = nodeEnv;
