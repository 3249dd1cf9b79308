/**
 * Screen-test set-up that jest.setup.ts does not (yet) do: react-router 7 needs TextEncoder,
 * which jsdom lacks. Import this first in a *.test.tsx file.
 */
import { TextDecoder, TextEncoder } from 'node:util';

if (typeof globalThis.TextEncoder === 'undefined') {
  Object.assign(globalThis, { TextEncoder, TextDecoder });
}
