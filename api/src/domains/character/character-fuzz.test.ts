// First: the test helpers stand in for ESM-only modules before the app loads them.
import {
  fuzzedApp,
  garbageBodies,
  itSurvivesGarbage,
  jsonBody,
  type FuzzRoute,
} from '../../test/fuzz';
import { eq } from 'drizzle-orm';
import { CHARACTER_CERTIFICATE_PATHS as P, VERIFY_PATHS } from '@hemis/shared-contracts';
import { characterCertificates } from '../../db/schema';

/**
 * The character certificate routes beyond the kit's (the student's application, approve,
 * reject, reissue, the PDFs, the verification status) never answer bad input with a 500.
 */

const app = fuzzedApp(['collegeadmin', 'collegeuser', 'uniadmin', 'student']);
let issued = 0;
let applied = 0;
beforeAll(async () => {
  const rows = await app.t.db
    .select({ id: characterCertificates.id, status: characterCertificates.status })
    .from(characterCertificates)
    .where(eq(characterCertificates.oldFormat, false));
  issued = rows.find((row) => row.status === 'approved')?.id ?? 0;
  applied = rows.find((row) => row.status === 'applied')?.id ?? 0;
});

// Approving and rejecting come after the rest: each of them decides the application once.
const routes = (): FuzzRoute[] => [
  { method: 'POST', url: `/api${P.selfApply}` },
  { method: 'POST', url: `/api${P.reissue(99_999)}` },
  { method: 'POST', url: `/api${P.reject(applied)}` },
  { method: 'POST', url: `/api${P.approve(99_999)}` },
  { method: 'PATCH', url: `/api/CharacterCertificate/${applied}` },
  { method: 'POST', url: '/api/CharacterCertificate' },
];

const bodies = garbageBodies({
  malformed: '{"purpose": "a", ',
  typed: [
    jsonBody('wrong types', {
      purpose: 42,
      reason: ['x'],
      conductRemark: { a: 1 },
      studentId: 'abc',
      studyFromYear: 1e12,
      studyToYear: -1,
      dateOfBirthBs: '2081-13-40',
    }),
    jsonBody('long texts', { purpose: 'x'.repeat(301), reason: 'y'.repeat(501) }),
  ],
  hugeField: 'purpose',
});

const urls = (): string[] => [
  `/api${P.pdf(issued)}`,
  `/api${P.selfPdf(issued)}`,
  `/api${P.verification(issued)}`,
  '/api/CharacterCertificate/abc/Pdf',
  '/api/CharacterCertificate/2147483648/Verification',
  '/api/Student/Me/CharacterCertificate/-1/Pdf',
  '/api/CharacterCertificate?status=moon',
  '/api/CharacterCertificate?oldFormat=maybe',
  '/api/CharacterCertificate?sort=purpose;drop',
  `/api${VERIFY_PATHS.document('character-certificate', 'A'.repeat(24))}`,
  `/api${VERIFY_PATHS.document('character-certificate', '%00')}`,
];

describe('bad input never gives a 500', () => {
  itSurvivesGarbage(app, routes, bodies, urls, {
    urls: 'survives odd URLs (issued certificates included)',
  });
});
