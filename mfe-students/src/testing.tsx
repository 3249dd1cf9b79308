// First: the DOM stand-ins must exist before the screens (and react-router) load, so a screen
// test imports this module before anything else.
import '@hemis/shared-auth/src/testing-dom';
import type { ComponentType } from 'react';
import type { SignedInUser } from '@hemis/shared-contracts';
import {
  mockApiForEachTest,
  type ApiAnswer,
  type ApiReply,
  type MockedApiForEachTest,
} from '@hemis/shared-auth/src/testing';
import { renderResourceScreen, testUser } from '@hemis/shared-ui/src/resource/testing';

/**
 * Test support for the student module's screens: the shared screen-test helpers, the users the
 * tests sign in as, common API answers and the student most tests show.
 */
export {
  captureDownloads,
  choose,
  listReply,
  pathOf,
  resourceListReply,
  testUser,
  type User,
} from '@hemis/shared-ui/src/resource/testing';

/**
 * Mocks the API for every test of the file (see mockApiForEachTest) and undoes the test's own
 * spies (console, URL) after each. Call at the top level of a test file.
 */
export function mockScreenApi(defaults: ApiAnswer): MockedApiForEachTest {
  afterEach(() => jest.restoreAllMocks());
  return mockApiForEachTest(defaults);
}

/** Renders `Screen` signed in as `signedIn` (a college clerk by default). */
export function renderScreen(
  Screen: ComponentType,
  signedIn: SignedInUser = testUser(),
  advanceTimers?: (ms: number) => void,
) {
  return renderResourceScreen(Screen, { user: signedIn, advanceTimers });
}

/** A university admin: sees every campus, so the screens ask for one. */
export const uniAdmin = (): SignedInUser =>
  testUser({ role: 'UniAdmin', listUser: [{ roleName: 'UniAdmin' }], campusId: null });

/** A signed-in student: the staff screens refuse them. */
export const studentUser = (): SignedInUser =>
  testUser({ role: 'Student', listUser: [{ roleName: 'Student' }] });

/** The API refusing a form with field errors. */
export const fieldRefusal = (fields: Record<string, string>): ApiReply => ({
  status: 400,
  data: { statusCode: 400, error: 'Bad Request', message: 'Bad Request', fields },
});

/** The API refusing a file download: the error comes as a JSON blob. */
export const blobRefusal = (message: string): ApiReply => ({
  status: 400,
  data: new Blob([JSON.stringify({ statusCode: 400, error: 'Bad Request', message })], {
    type: 'application/json',
  }),
});

/** Sita Tamang of the demo campus, as the student list and record answers show her. */
export const SITA = {
  id: 7,
  firstName: 'Sita',
  middleName: null,
  lastName: 'Tamang',
  gender: 'female',
  dateOfBirth: '2004-07-16',
  registrationNo: '7-2-49-100-2022',
  programId: 3,
  batchId: 2,
  yearOrSemester: 3,
  campusRollNo: '12',
  campusId: 49,
  status: 'active',
  verificationStatus: 'verified',
  labels: { programId: 'BSc CSIT', batchId: '2022', campusId: 'Model Campus' },
};

/** A PDF document of a student as the documents API lists it. */
export const pdfDocument = (documentType: string, title: string | null, originalName: string) => ({
  id: 11,
  documentType,
  title,
  originalName,
  mimeType: 'application/pdf',
  sizeBytes: 2048,
  uploadedAt: '2026-11-20T10:00:00.000Z',
  uploadedBy: 'College Admin',
});
