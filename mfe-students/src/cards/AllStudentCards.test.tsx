import {
  blobRefusal,
  captureDownloads,
  choose,
  listReply,
  mockScreenApi,
  pathOf,
  renderScreen,
  studentUser,
  uniAdmin,
} from '../testing';
import { screen, waitFor } from '@testing-library/react';
import { CARD_MESSAGES, MAX_CARDS_PER_PDF } from '@hemis/shared-contracts';
import AllStudentCards, { ALL_CARDS_TEXTS } from './AllStudentCards';

let matching = 12;
beforeEach(() => {
  matching = 12;
});
const mocked = mockScreenApi((call) => {
  const path = pathOf(call);
  if (path === '/student') return listReply([], matching);
  if (path === '/programmgmt') return listReply([{ id: 3, programName: 'BSc CSIT' }]);
  if (path === '/batch') return listReply([{ id: 2, batchName: '2022' }]);
  if (path === '/campus') return listReply([{ id: 49, campusName: 'Model Campus' }]);
  if (path === '/student/cards') {
    return { status: 200, data: new Blob(['%PDF-1.3'], { type: 'application/pdf' }) };
  }
  return undefined;
});
const cardsCalls = () => mocked.api.calls.filter((call) => pathOf(call) === '/student/cards');
const countCalls = () => mocked.api.calls.filter((call) => pathOf(call) === '/student');

describe('AllStudentCards', () => {
  it('counts the matching verified, active students and downloads their cards for the filters', async () => {
    const { user } = renderScreen(AllStudentCards);
    expect(await screen.findByText(ALL_CARDS_TEXTS.matching(12))).toBeInTheDocument();
    expect(countCalls()[0]?.params).toMatchObject({
      verificationStatus: 'verified',
      status: 'active',
      pageSize: 1,
    });
    // A campus user prints their own campus: no campus choice.
    expect(screen.queryByLabelText(ALL_CARDS_TEXTS.campus)).not.toBeInTheDocument();
    await choose(user, ALL_CARDS_TEXTS.program, 'BSc CSIT');
    await choose(user, ALL_CARDS_TEXTS.batch, '2022');
    await choose(user, ALL_CARDS_TEXTS.yearOrSemester, '3');
    await waitFor(() =>
      expect(countCalls().at(-1)?.params).toMatchObject({
        programId: 3,
        batchId: 2,
        yearOrSemester: 3,
        verificationStatus: 'verified',
      }),
    );
    const saved = captureDownloads();
    await user.click(screen.getByRole('button', { name: ALL_CARDS_TEXTS.download }));
    expect(await screen.findByText(ALL_CARDS_TEXTS.downloaded)).toBeInTheDocument();
    expect(saved).toEqual(['student-cards.pdf']);
    expect(cardsCalls()[0]?.params).toEqual({ programId: 3, batchId: 2, yearOrSemester: 3 });
  });

  it('lets university and nation users choose the campus', async () => {
    const { user } = renderScreen(AllStudentCards, uniAdmin());
    await choose(user, ALL_CARDS_TEXTS.campus, 'Model Campus');
    await waitFor(() => expect(countCalls().at(-1)?.params).toMatchObject({ campusId: 49 }));
  });

  it('says when nobody matches, and when too many do, without offering the download', async () => {
    matching = 0;
    const first = renderScreen(AllStudentCards);
    expect(await screen.findByText(ALL_CARDS_TEXTS.none)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: ALL_CARDS_TEXTS.download })).toBeDisabled();
    first.unmount();
    matching = MAX_CARDS_PER_PDF + 1;
    renderScreen(AllStudentCards);
    expect(await screen.findByText(CARD_MESSAGES.tooMany)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: ALL_CARDS_TEXTS.download })).toBeDisabled();
  });

  it("shows the API's refusal", async () => {
    mocked.answer = (call) =>
      pathOf(call) === '/student/cards' ? blobRefusal(CARD_MESSAGES.tooMany) : undefined;
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = renderScreen(AllStudentCards);
    await screen.findByText(ALL_CARDS_TEXTS.matching(12));
    await user.click(screen.getByRole('button', { name: ALL_CARDS_TEXTS.download }));
    expect(await screen.findAllByText(CARD_MESSAGES.tooMany)).not.toHaveLength(0);
  });

  it('tells a user who may not print', async () => {
    renderScreen(AllStudentCards, studentUser());
    expect(await screen.findByText(ALL_CARDS_TEXTS.notAllowed)).toBeInTheDocument();
    expect(cardsCalls()).toHaveLength(0);
  });
});
