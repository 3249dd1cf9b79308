import { mockScreenApi, pathOf, renderScreen, testUser } from '../testing';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { MARKS_MESSAGES, overFullMarksMessage, type MarksGrid } from '@hemis/shared-contracts';
import MarksEntryGrid from './MarksEntryGrid';
import MarksEntry from './MarksEntry';
import { MARKS_TEXTS } from './texts';

const row = (candidateId: number, symbolNo: string, studentName: string) => ({
  candidateId,
  symbolNo,
  studentId: candidateId + 100,
  studentName,
  theory: null,
  practical: null,
  theoryAbsent: false,
  practicalAbsent: false,
  savedAt: null,
});

let grid: MarksGrid;
let saveReply: { status: number; data: unknown };

const mocked = mockScreenApi((call) => {
  const path = pathOf(call);
  if (path === '/exammarks/12' && call.method === 'GET') return { status: 200, data: grid };
  if (path === '/exammarks/12' && call.method === 'PUT') return saveReply;
  if (path === '/exammarks/choices')
    return {
      status: 200,
      data: [
        {
          routineId: 12,
          examId: 3,
          examName: 'First Terminal 2083',
          className: 'BBS Year 1',
          subjectName: 'Accounting',
          examDate: '2026-11-20',
          published: false,
        },
      ],
    };
  return undefined;
});

beforeEach(() => {
  grid = {
    routineId: 12,
    examId: 3,
    examName: 'First Terminal 2083',
    className: 'BBS Year 1',
    subjectId: 8,
    subjectName: 'Accounting',
    theoryFullMarks: 75,
    theoryPassMarks: 30,
    practicalFullMarks: 25,
    practicalPassMarks: 10,
    resultsPublishedAt: null,
    rows: [row(1, '1001', 'Sita Tamang'), row(2, '1002', 'Ram Thapa'), row(3, '1003', 'Gita Rai')],
  };
  saveReply = { status: 200, data: { saved: 3, savedAt: '2026-11-27T01:00:00Z' } };
});

const gridScreen = () => (
  <MemoryRouter initialEntries={['/exam-management/marks-entry/12']}>
    <Routes>
      <Route path="/exam-management/marks-entry/:id" element={<MarksEntryGrid />} />
    </Routes>
  </MemoryRouter>
);

const cell = (part: 'Theory' | 'Practical', name: string) =>
  screen.getByLabelText(`${part} of ${name}`);
const puts = () => mocked.api.calls.filter((call) => call.method === 'PUT');

describe('the marks grid', () => {
  it('moves down a column with Enter and the arrow keys, across with Tab', async () => {
    const { user } = renderScreen(gridScreen);
    await screen.findByText('Sita Tamang');
    await user.click(cell('Theory', 'Sita Tamang'));
    await user.keyboard('60{Enter}');
    expect(cell('Theory', 'Ram Thapa')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(cell('Theory', 'Gita Rai')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(cell('Theory', 'Ram Thapa')).toHaveFocus();
    await user.tab();
    expect(cell('Practical', 'Ram Thapa')).toHaveFocus();
    expect(cell('Theory', 'Sita Tamang')).toHaveValue('60');
  });

  it('fills consecutive rows from a column pasted from a spreadsheet, AB as absent', async () => {
    renderScreen(gridScreen);
    await screen.findByText('Sita Tamang');
    fireEvent.paste(cell('Theory', 'Ram Thapa'), {
      clipboardData: { getData: () => '55.5\r\nAB\r\n' },
    });
    expect(cell('Theory', 'Ram Thapa')).toHaveValue('55.5');
    expect(cell('Theory', 'Gita Rai')).toBeDisabled();
    expect(screen.getByLabelText('Theory absent: Gita Rai')).toBeChecked();
    expect(cell('Theory', 'Sita Tamang')).toHaveValue('');
    // The paste is saved as the whole grid, after the pause.
    await waitFor(() => expect(puts()).toHaveLength(1), { timeout: 3000 });
    expect(puts()[0]?.data).toMatchObject({
      rows: [
        { candidateId: 1, theory: null, theoryAbsent: false },
        { candidateId: 2, theory: 55.5, theoryAbsent: false },
        { candidateId: 3, theory: null, theoryAbsent: true },
      ],
    });
    expect(await screen.findByText(MARKS_MESSAGES.saved)).toBeInTheDocument();
  });

  it('takes AB typed in a cell, in any case, as absent', async () => {
    const { user } = renderScreen(gridScreen);
    await screen.findByText('Sita Tamang');
    await user.type(cell('Theory', 'Sita Tamang'), 'AB');
    await user.type(cell('Theory', 'Ram Thapa'), 'ab');
    await user.type(cell('Theory', 'Gita Rai'), '40');
    expect(screen.queryByText(MARKS_MESSAGES.notANumber)).not.toBeInTheDocument();
    expect(cell('Theory', 'Sita Tamang')).toHaveValue('AB');
    expect(screen.getByLabelText('Theory absent: Sita Tamang')).toBeChecked();
    expect(screen.getByLabelText('Theory absent: Ram Thapa')).toBeChecked();
    await waitFor(() => expect(puts()).toHaveLength(1), { timeout: 3000 });
    expect(puts()[0]?.data).toMatchObject({
      rows: [
        { candidateId: 1, theory: null, theoryAbsent: true },
        { candidateId: 2, theory: null, theoryAbsent: true },
        { candidateId: 3, theory: 40, theoryAbsent: false },
      ],
    });
  });

  it('refuses a mark over full marks on its cell and saves nothing', async () => {
    const { user } = renderScreen(gridScreen);
    await screen.findByText('Sita Tamang');
    await user.type(cell('Practical', 'Sita Tamang'), '30');
    expect(screen.getByText(overFullMarksMessage(25))).toBeInTheDocument();
    expect(cell('Practical', 'Sita Tamang')).toHaveAttribute('aria-invalid', 'true');
    expect(
      await screen.findByText(MARKS_TEXTS.notSavedBecause(MARKS_TEXTS.fixCells)),
    ).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(puts()).toHaveLength(0);
  });

  it('shows Saving… then Saved, and the reason when the server refuses', async () => {
    const { user } = renderScreen(gridScreen);
    await screen.findByText('Sita Tamang');
    await user.type(cell('Theory', 'Sita Tamang'), '70');
    // The save waits for a pause in typing, then the server: room for a loaded machine.
    expect(
      await screen.findByText(MARKS_MESSAGES.saved, {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(puts()).toHaveLength(1);
    saveReply = {
      status: 400,
      data: {
        statusCode: 400,
        error: 'Bad Request',
        message: 'Bad Request',
        fields: { rows: MARKS_MESSAGES.locked },
      },
    };
    await user.type(cell('Theory', 'Ram Thapa'), '40');
    expect(
      await screen.findByText(
        MARKS_TEXTS.notSavedBecause(MARKS_MESSAGES.locked),
        {},
        { timeout: 15_000 },
      ),
    ).toBeInTheDocument();
  }, 40_000);

  it('after publishing, saves only as an amendment with a reason', async () => {
    grid = { ...grid, resultsPublishedAt: '2026-11-26T10:00:00Z' };
    const { user } = renderScreen(gridScreen);
    await screen.findByText(MARKS_TEXTS.publishedNote);
    await user.type(cell('Theory', 'Sita Tamang'), '45');
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(puts()).toHaveLength(0);
    const amend = screen.getByRole('button', { name: MARKS_TEXTS.saveAmendment });
    expect(amend).toBeDisabled();
    await user.type(screen.getByLabelText(MARKS_TEXTS.reason), 'Re-totalling');
    await user.click(amend);
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0]?.data).toMatchObject({ reason: 'Re-totalling' });
    // Typing into the whole grid's inputs is slow on a loaded machine (20 s passed in CI).
  }, 60_000);

  it('puts the amendment reason under the published note, which keeps the full width', async () => {
    grid = { ...grid, resultsPublishedAt: '2026-11-26T10:00:00Z' };
    renderScreen(gridScreen);
    const note = await screen.findByText(MARKS_TEXTS.publishedNote);
    const alert = note.closest('.ant-alert') as HTMLElement;
    // Nothing stands beside the note (on a phone it was squeezed to a letter a line).
    expect(alert.querySelector('.ant-alert-actions')).toBeNull();
    const reason = screen.getByLabelText(MARKS_TEXTS.reason);
    expect(reason.closest('.ant-alert-description')).not.toBeNull();
  });

  it('is read only without exam:edit', async () => {
    renderScreen(
      gridScreen,
      testUser({ role: 'UgcAdmin', listUser: [{ roleName: 'UgcAdmin' }], campusId: null }),
    );
    await screen.findByText('Sita Tamang');
    expect(cell('Theory', 'Sita Tamang')).toBeDisabled();
  });
});

describe('the marks entry picker', () => {
  it('lists the grids the caller may open', async () => {
    renderScreen(() => (
      <MemoryRouter>
        <MarksEntry />
      </MemoryRouter>
    ));
    const link = await screen.findByRole('link', { name: MARKS_TEXTS.open });
    expect(link).toHaveAttribute('href', '/exam-management/marks-entry/12');
  });
});
