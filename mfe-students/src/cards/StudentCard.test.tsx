import {
  blobRefusal,
  captureDownloads,
  mockScreenApi,
  pathOf,
  renderScreen,
  SITA,
  studentUser,
} from '../testing';
import type { ComponentType } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { screen, waitFor } from '@testing-library/react';
import { CARD_MESSAGES } from '@hemis/shared-contracts';
import StudentCard, { CARD_TEXTS } from './StudentCard';

const student = SITA;
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
const mocked = mockScreenApi((call) => {
  if (pathOf(call) === '/student/7') return { status: 200, data: student };
  if (pathOf(call) === '/student/7/card') return { status: 200, data: pdf() };
  return undefined; // the mock answers anything else with a 404
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
    renderScreen(at('/student-management/student-card/7'));
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
    const { user } = renderScreen(at('/student-management/student-card/7'));
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
    const { user } = renderScreen(at('/student-management/student-card/7'));
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
    renderScreen(at('/student-management/student-card/7'));
    expect(await screen.findByText(CARD_MESSAGES.notVerified)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Download/ })).not.toBeInTheDocument();
    expect(cardCalls()).toHaveLength(0);
  });

  it("shows the API's reason when the card cannot be made", async () => {
    mocked.answer = (call) =>
      pathOf(call) === '/student/7/card' ? blobRefusal(CARD_MESSAGES.notVerified) : undefined;
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderScreen(at('/student-management/student-card/7'));
    expect(await screen.findByText(CARD_MESSAGES.notVerified)).toBeInTheDocument();
    expect(screen.queryByTitle(CARD_TEXTS.preview)).not.toBeInTheDocument();
  });

  it('offers nothing to print to a user without student:export', async () => {
    renderScreen(at('/student-management/student-card/7'), studentUser());
    expect(await screen.findByText('Sita Tamang')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Download/ })).not.toBeInTheDocument();
    expect(cardCalls()).toHaveLength(0);
  });

  it('says when the student is outside the reach', async () => {
    renderScreen(at('/student-management/student-card/8'));
    expect(
      await screen.findByText('No such student, or it is outside your campuses.'),
    ).toBeInTheDocument();
  });
});
