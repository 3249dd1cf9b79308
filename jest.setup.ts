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
