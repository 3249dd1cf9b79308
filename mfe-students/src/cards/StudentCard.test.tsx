import '@hemis/shared-auth/src/testing-dom';
import type { ComponentType } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { screen, waitFor } from '@testing-library/react';
import { mockApiForEachTest } from '@hemis/shared-auth/src/testing';
import { CARD_MESSAGES } from '@hemis/shared-contracts';
import {
  captureDownloads,
  pathOf,
  renderResourceScreen,
  testUser,
} from '@hemis/shared-ui/src/resource/testing';
import StudentCard, { CARD_TEXTS } from './StudentCard';

const student = {
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
const pdf = () => new Blob(['%PDF-1.3 card'], { type: 'application/pdf' });

let made: string[] = [];
let revoked: string[] = [];
beforeEach(() => {
  made = [];
  revoked = [];
  let n = 0;
  Object.assign(URL, {
    createObjectURL: () => {
      n += 1;
      const url = `blob:card-${n}`;
      made.push(url);
      return url;
    },
    revokeObjectURL: (url: string) => revoked.push(url),
  });
});
afterEach(() => jest.restoreAllMocks());
const mocked = mockApiForEachTest((call) => {
  if (pathOf(call) === '/student/7') return { status: 200, data: student };
  if (pathOf(call) === '/student/7/card') return { status: 200, data: pdf() };
  return { status: 404, data: { statusCode: 404, error: 'Not Found', message: 'Not found.' } };
});

function at(path: string): ComponentType {
  return function Routed() {
    return (
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/student-management/student-card/:studentId" element={<StudentCard />} />
        </Routes>
      </MemoryRouter>
    );
  };
}
const cardCalls = () => mocked.api.calls.filter((call) => pathOf(call) === '/student/7/card');

describe('StudentCard', () => {
  it("shows the student's details and previews the card PDF from a blob URL", async () => {
    renderResourceScreen(at('/student-management/student-card/7'), { user: testUser() });
    expect(await screen.findByText('Sita Tamang')).toBeInTheDocument();
    expect(screen.getByText('7-2-49-100-2022')).toBeInTheDocument();
    expect(screen.getByText('BSc CSIT')).toBeInTheDocument();
    expect(screen.getByText('2022')).toBeInTheDocument();
    expect(screen.getByText('2061-04-01 BS (2004-07-16 AD)')).toBeInTheDocument();
    const frame = await screen.findByTitle(CARD_TEXTS.preview);
    expect(frame).toHaveAttribute('src', 'blob:card-1');
    expect(cardCalls()).toHaveLength(1);
    expect(cardCalls()[0]?.params).toBeUndefined();
  });

  it('downloads and prints the card', async () => {
    const { user } = renderResourceScreen(at('/student-management/student-card/7'), {
      user: testUser(),
    });
    const frame = (await screen.findByTitle(CARD_TEXTS.preview)) as HTMLIFrameElement;
    const saved = captureDownloads();
    await user.click(screen.getByRole('button', { name: /Download/ }));
    expect(saved).toEqual(['student-card-7.pdf']);
    const print = jest.fn();
    const view = frame.contentWindow;
    if (!view) throw new Error('no frame window');
    view.focus = jest.fn();
    view.print = print;
    await user.click(screen.getByRole('button', { name: /Print/ }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('reissues after confirmation and shows the new card', async () => {
    const { user } = renderResourceScreen(at('/student-management/student-card/7'), {
      user: testUser(),
    });
    await screen.findByTitle(CARD_TEXTS.preview);
    await user.click(screen.getByRole('button', { name: /Reissue/ }));
    expect(await screen.findByText(CARD_TEXTS.reissueConfirm)).toBeInTheDocument();
    expect(cardCalls()).toHaveLength(1);
    const confirm = screen.getAllByRole('button', { name: CARD_TEXTS.reissueOk }).pop();
    if (!confirm) throw new Error('no confirm button');
    await user.click(confirm);
    expect(await screen.findByText(CARD_TEXTS.reissued)).toBeInTheDocument();
    expect(cardCalls()[1]?.params).toEqual({ reissue: true });
    await waitFor(() =>
      expect(screen.getByTitle(CARD_TEXTS.preview)).toHaveAttribute('src', 'blob:card-2'),
    );
    // The first preview's URL is let go.
    expect(revoked).toContain('blob:card-1');
  });

  it('asks for no card for a student who is not verified', async () => {
    mocked.answer = (call) =>
      pathOf(call) === '/student/7'
        ? { status: 200, data: { ...student, verificationStatus: 'pending' } }
        : undefined;
    renderResourceScreen(at('/student-management/student-card/7'), { user: testUser() });
    expect(await screen.findByText(CARD_MESSAGES.notVerified)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Download/ })).not.toBeInTheDocument();
    expect(cardCalls()).toHaveLength(0);
  });

  it("shows the API's reason when the card cannot be made", async () => {
    const refusal = JSON.stringify({
      statusCode: 400,
      error: 'Bad Request',
      message: CARD_MESSAGES.notVerified,
    });
    mocked.answer = (call) =>
      pathOf(call) === '/student/7/card'
        ? { status: 400, data: new Blob([refusal], { type: 'application/json' }) }
        : undefined;
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderResourceScreen(at('/student-management/student-card/7'), { user: testUser() });
    expect(await screen.findByText(CARD_MESSAGES.notVerified)).toBeInTheDocument();
    expect(screen.queryByTitle(CARD_TEXTS.preview)).not.toBeInTheDocument();
  });

  it('offers nothing to print to a user without student:export', async () => {
    renderResourceScreen(at('/student-management/student-card/7'), {
      user: testUser({ role: 'Student', listUser: [{ roleName: 'Student' }] }),
    });
    expect(await screen.findByText('Sita Tamang')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Download/ })).not.toBeInTheDocument();
    expect(cardCalls()).toHaveLength(0);
  });

  it('says when the student is outside the reach', async () => {
    renderResourceScreen(at('/student-management/student-card/8'), { user: testUser() });
    expect(
      await screen.findByText('No such student, or it is outside your campuses.'),
    ).toBeInTheDocument();
  });
});
