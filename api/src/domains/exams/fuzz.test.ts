// First: the test helpers stand in for ESM-only modules before the app loads them.
import { fuzzedApp, garbageBodies, itSurvivesGarbage, jsonBody } from '../../test/fuzz';
import { EXAM_PATHS as P, VERIFY_PATHS } from '@hemis/shared-contracts';

/**
 * The exam routes beyond the kit's (registering a class, refreshing attendance, admit cards and
 * the printed routine) and the routine's and candidates' writes never answer bad input with a 500.
 */

const app = fuzzedApp(['collegeadmin', 'collegeuser', 'uniadmin', 'student']);

const routes = () => [
  { method: 'POST' as const, url: `/api${P.registerClass(99_999)}` },
  { method: 'POST' as const, url: `/api${P.refreshAttendance(99_999)}` },
  { method: 'POST' as const, url: '/api/ExamRoutine' },
  { method: 'POST' as const, url: '/api/ExamCandidate' },
  { method: 'POST' as const, url: '/api/Exam' },
];

const bodies = garbageBodies({
  malformed: '{"examClassId": 1, ',
  typed: [
    jsonBody('wrong types', {
      examClassId: 'abc',
      subjectId: [1],
      examDate: '2026-02-31',
      examDateBs: '2083-13-40',
      startTime: '25:99',
      endTime: 1300,
      studentId: { a: 1 },
      symbolNo: 42,
      startDate: 'tomorrow',
    }),
    jsonBody('times backwards', {
      examClassId: 1,
      subjectId: 1,
      examDate: '2026-11-27',
      startTime: '13:00',
      endTime: '10:00',
    }),
    jsonBody('long texts', {
      room: 'x'.repeat(61),
      symbolNo: 'y'.repeat(41),
      examName: 'z'.repeat(151),
    }),
  ],
  hugeField: 'room',
});

const urls = [
  `/api${P.admitCard(99_999)}`,
  `/api${P.classAdmitCards(99_999)}`,
  `/api${P.routinePdf(99_999)}`,
  '/api/ExamCandidate/AdmitCard/abc/Pdf',
  '/api/ExamClass/2147483648/AdmitCards/Pdf',
  '/api/Exam/-1/Routine/Pdf',
  '/api/ExamCandidate?attendanceFlag=moon',
  '/api/ExamRoutine?examId=abc',
  '/api/ExamRoutine?sort=room;drop',
  `/api${VERIFY_PATHS.document('admit-card', 'A'.repeat(24))}`,
  `/api${VERIFY_PATHS.document('admit-card', '%00')}`,
];

describe('bad input never gives a 500', () => {
  itSurvivesGarbage(app, routes, bodies, urls);
});
