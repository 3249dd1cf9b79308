import { choose, listReply, mockScreenApi, pathOf, renderScreen } from '../testing';
import { MemoryRouter } from 'react-router-dom';
import { screen, waitFor, within } from '@testing-library/react';
import { EXAM_MESSAGES } from '@hemis/shared-contracts';
import ExamAppear from './ExamAppear';
import ExamRoutine from './ExamRoutine';
import ExamSchedule from './ExamSchedule';
import examList from './examList';
import RoutineList from './RoutineList';
import { EXAM_TEXTS } from './texts';

const exam = {
  id: 5,
  campusId: 49,
  examName: 'First Terminal Examination',
  examTypeId: 2,
  fiscalYearId: 3,
  startDate: '2026-12-04',
  startDateBs: '2083-08-18',
  endDate: '2026-12-18',
  endDateBs: '2083-09-03',
  resultsPublishedAt: null,
  remarks: null,
  labels: { examTypeId: 'First Terminal', fiscalYearId: '2083/84' },
};
const examClass = {
  id: 8,
  campusId: 49,
  examId: 5,
  programId: 3,
  batchId: 2,
  yearOrSemester: 1,
  className: 'BSc CSIT Semester 1 (2081)',
  remarks: null,
  labels: { examId: exam.examName, programId: 'BSc CSIT', batchId: '2081' },
};
const routineEntry = {
  id: 21,
  campusId: 49,
  examId: 5,
  examClassId: 8,
  subjectId: 30,
  examDate: '2026-12-04',
  examDateBs: '2083-08-18',
  startTime: '10:00',
  endTime: '13:00',
  room: 'Hall 1',
  labels: {
    examClassId: examClass.className,
    subjectId: 'Introduction to IT',
    examId: exam.examName,
  },
};
const candidate = (id: number, name: string, percent: number | null, flag: string) => ({
  id,
  campusId: 49,
  examId: 5,
  examClassId: 8,
  studentId: 100 + id,
  symbolNo: `5-000${id}`,
  studentName: name,
  registrationNo: `REG-${id}`,
  attendancePercent: percent,
  attendanceFlag: flag,
  labels: { examClassId: examClass.className, examId: exam.examName },
});
const sita = candidate(1, 'Sita Tamang', 60, 'short');
const hari = candidate(2, 'Hari Karki', 92, 'ok');

const mocked = mockScreenApi((call) => {
  const path = pathOf(call);
  const params = (call.params ?? {}) as Record<string, unknown>;
  if (path === '/exam') return listReply([exam]);
  if (path === '/examclass' && call.method === 'GET') return listReply([examClass]);
  if (path === '/examroutine') return listReply([routineEntry]);
  if (path === '/examclass/8/registercandidates') return { status: 200, data: { count: 2 } };
  if (path === '/examcandidate' && params.attendanceFlag === 'short') return listReply([sita]);
  if (path === '/examcandidate' && call.url.includes('attendanceFlag=short'))
    return listReply([sita]);
  if (path === '/examcandidate') return listReply([sita, hari]);
  if (path.endsWith('/pdf')) {
    return { status: 200, data: new Blob(['%PDF-1.3'], { type: 'application/pdf' }) };
  }
  return listReply([]);
});

beforeEach(() => {
  Object.assign(URL, { createObjectURL: () => 'blob:pdf', revokeObjectURL: () => undefined });
});

const at = (url: string, Screen: () => React.JSX.Element) => () => (
  <MemoryRouter initialEntries={[url]}>
    <Screen />
  </MemoryRouter>
);

describe('exam list', () => {
  it('lists the exams with links to their classes, routine and candidates', async () => {
    const List = examList;
    renderScreen(at('/exam-management/exam-list', () => <List />));
    expect(await screen.findByText(exam.examName)).toBeTruthy();
    expect(screen.getByRole('link', { name: EXAM_TEXTS.routine }).getAttribute('href')).toBe(
      '/exam-management/exam-routine?examId=5',
    );
    expect(screen.getByRole('link', { name: EXAM_TEXTS.candidates }).getAttribute('href')).toBe(
      '/exam-management/exam-appear?examId=5',
    );
  });
});

describe('exam schedule', () => {
  it('shows the classes of the exam chosen in the address', async () => {
    renderScreen(at('/exam-management/exam-schedule?examId=5', ExamSchedule));
    expect(await screen.findByText(EXAM_TEXTS.classesTitle)).toBeTruthy();
    expect(await screen.findByText(examClass.className)).toBeTruthy();
    await waitFor(() =>
      expect(
        mocked.api.calls.some(
          (call) =>
            pathOf(call) === '/examclass' && JSON.stringify(call.params).includes('"examId":5'),
        ),
      ).toBe(true),
    );
  });
});

describe('exam routine', () => {
  it("lists the exam's routine and offers only the exam's classes", async () => {
    renderScreen(at('/exam-management/exam-routine?examId=5', ExamRoutine));
    expect(await screen.findByText('Hall 1')).toBeTruthy();
    await waitFor(() =>
      expect(
        mocked.api.calls.some(
          (call) =>
            pathOf(call) === '/examroutine' && JSON.stringify(call.params).includes('"examId":5'),
        ),
      ).toBe(true),
    );
    expect(mocked.api.calls.some((call) => call.url.includes('/ExamClass?examId=5'))).toBe(true);
  });
});

describe('routine list', () => {
  it('asks for the exam, then lists its routine and prints it', async () => {
    const { user } = renderScreen(at('/exam-management/routine-list', RoutineList));
    await choose(user, EXAM_TEXTS.chooseExam, exam.examName);
    expect(await screen.findByText('Hall 1')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: EXAM_TEXTS.printRoutine }));
    await waitFor(() =>
      expect(mocked.api.calls.some((call) => pathOf(call) === '/exam/5/routine/pdf')).toBe(true),
    );
  });
});

describe('exam appearance', () => {
  it('registers the class, warns of short attendance and prints the admit cards', async () => {
    const { user } = renderScreen(at('/exam-management/exam-appear?examId=5', ExamAppear));
    expect(await screen.findByText('Hari Karki')).toBeTruthy();
    await choose(user, EXAM_TEXTS.chooseClass, examClass.className);
    const warning = await screen.findByText(EXAM_TEXTS.shortWarning(1));
    expect(warning).toBeTruthy();
    expect(screen.getByText(/5-0001 Sita Tamang \(60%\)/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: EXAM_TEXTS.registerClass }));
    await user.click(await screen.findByRole('button', { name: 'OK' }));
    await waitFor(() =>
      expect(
        mocked.api.calls.some(
          (call) => call.method === 'POST' && pathOf(call) === '/examclass/8/registercandidates',
        ),
      ).toBe(true),
    );
    expect(await screen.findByText(EXAM_TEXTS.registered(2))).toBeTruthy();
    await user.click(screen.getByRole('button', { name: EXAM_TEXTS.admitCards }));
    await waitFor(() =>
      expect(mocked.api.calls.some((call) => pathOf(call) === '/examclass/8/admitcards/pdf')).toBe(
        true,
      ),
    );
    expect(within(document.body).queryByText(EXAM_MESSAGES.published)).toBeNull();
  });
});
