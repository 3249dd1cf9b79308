import { choose, listReply, mockScreenApi, pathOf, renderScreen } from '../testing';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { screen, waitFor, within } from '@testing-library/react';
import { EXAM_MESSAGES, outsideFiscalYearMessage } from '@hemis/shared-contracts';
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

const fiscalYear = { id: 3, label: '2083/84', startDate: '2026-07-17', endDate: '2027-07-16' };
const subjectsOfClass = [{ id: 30, subjectName: 'Introduction to IT', code: 'CSC101' }];

const mocked = mockScreenApi((call) => {
  const path = pathOf(call);
  const params = (call.params ?? {}) as Record<string, unknown>;
  if (path === '/exam' && call.method === 'GET') return listReply([exam]);
  if (path === '/examtype') return listReply([{ id: 2, examTypeName: 'First Terminal' }]);
  if (path === '/fiscalyear') return listReply([fiscalYear]);
  if (path === '/examclass/8/subjects') return { status: 200, data: subjectsOfClass };
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

describe('adding an exam', () => {
  it('opens the add form from the exam list', async () => {
    const { user } = renderScreen(() => (
      <MemoryRouter initialEntries={['/exam-management/exam-list']}>
        <Routes>
          <Route path="/exam-management/exam-list" Component={examList} />
          <Route path="/exam-management/exam-schedule" Component={ExamSchedule} />
        </Routes>
      </MemoryRouter>
    ));
    await user.click(await screen.findByRole('button', { name: EXAM_TEXTS.addExam }));
    const form = await screen.findByTestId('resource-form-create');
    expect(within(form).getByLabelText('Exam Name')).toBeTruthy();
  });

  /** The add form of the exam schedule with its name, type and fiscal year filled in. */
  async function examForm() {
    const rendered = renderScreen(at('/exam-management/exam-schedule', ExamSchedule));
    const form = await screen.findByTestId('resource-form-create');
    await rendered.user.type(within(form).getByLabelText('Exam Name'), 'Second Terminal');
    await choose(rendered.user, 'Exam Type', 'First Terminal', form);
    await choose(rendered.user, 'Fiscal Year', '2083/84', form);
    return { ...rendered, form };
  }
  const posted = () => mocked.api.calls.some((call) => call.method === 'POST');

  it('enters each date once, in BS or AD', async () => {
    const { form } = await examForm();
    expect(within(form).getAllByLabelText('Start Date (BS)')).toHaveLength(1);
    expect(within(form).getAllByLabelText('End Date (BS)')).toHaveLength(1);
  });

  it('refuses an end before the start on the field, sending nothing', async () => {
    const { user, form } = await examForm();
    await user.type(within(form).getByLabelText('Start Date (BS)'), '2083-09-10');
    await user.type(within(form).getByLabelText('End Date (BS)'), '2083-09-01');
    await user.click(within(form).getByRole('button', { name: 'Submit' }));
    expect(await within(form).findByText(EXAM_MESSAGES.endBeforeStart)).toBeTruthy();
    expect(posted()).toBe(false);
    expect(document.querySelector('.ant-notification-notice')).toBeNull();
  });

  it('refuses dates outside the fiscal year chosen on their fields, sending nothing', async () => {
    const { user, form } = await examForm();
    await user.type(within(form).getByLabelText('Start Date (BS)'), '2083-03-20');
    await user.type(within(form).getByLabelText('End Date (BS)'), '2084-04-02');
    await user.click(within(form).getByRole('button', { name: 'Submit' }));
    const message = outsideFiscalYearMessage(fiscalYear);
    await waitFor(() => expect(within(form).getAllByText(message)).toHaveLength(2));
    expect(posted()).toBe(false);
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

describe('routine entry', () => {
  it("offers only the subjects of the chosen class's year or semester", async () => {
    const { user } = renderScreen(at('/exam-management/exam-routine?examId=5', ExamRoutine));
    const form = await screen.findByTestId('resource-form-create');
    expect(within(form).getAllByLabelText('Date (BS)')).toHaveLength(1);
    expect(within(form).getByText(EXAM_TEXTS.chooseClassFirst)).toBeTruthy();
    await choose(user, 'Class', examClass.className, form);
    await waitFor(() =>
      expect(mocked.api.calls.some((call) => call.url.includes('/ExamClass/8/Subjects'))).toBe(
        true,
      ),
    );
    await choose(user, 'Subject', 'Introduction to IT', form);
    expect(mocked.api.calls.some((call) => pathOf(call) === '/subject')).toBe(false);
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
