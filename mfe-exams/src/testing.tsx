// First: the DOM stand-ins must exist before the screens (and react-router) load, so a screen
// test imports this module before anything else.
import '@hemis/shared-auth/src/testing-dom';
import type { ComponentType } from 'react';
import type { SignedInUser } from '@hemis/shared-contracts';
import {
  mockApiForEachTest,
  type ApiAnswer,
  type MockedApiForEachTest,
} from '@hemis/shared-auth/src/testing';
import { renderResourceScreen, testUser } from '@hemis/shared-ui/src/resource/testing';

/** Test support for the exam screens: the shared screen-test helpers and the API mock. */
export { choose, listReply, pathOf, testUser } from '@hemis/shared-ui/src/resource/testing';

/** Mocks the API for every test of the file and undoes the test's own spies after each. */
export function mockScreenApi(defaults: ApiAnswer): MockedApiForEachTest {
  afterEach(() => jest.restoreAllMocks());
  return mockApiForEachTest(defaults);
}

/** Renders `Screen` signed in as `signedIn` (a college clerk by default). */
export function renderScreen(Screen: ComponentType, signedIn: SignedInUser = testUser()) {
  return renderResourceScreen(Screen, { user: signedIn });
}
