import { choose, listReply, mockScreenApi, pathOf, renderScreen, uniAdmin } from '../testing';
import { screen, waitFor, within } from '@testing-library/react';
import GradingSchemes from './gradingSchemes';
import { BANDS_TEXTS } from './texts';

const national = {
  id: 1,
  universityId: null,
  campusId: null,
  levelId: 1,
  kind: 'division',
  passPercentage: 40,
  bands: JSON.stringify([
    { label: 'Distinction', minPercentage: 80, maxPercentage: 100 },
    { label: 'Fail', minPercentage: 0, maxPercentage: 79.99 },
  ]),
  remarks: null,
  labels: { levelId: 'Bachelor' },
};

let refusal: Record<string, string> | null = null;
const mocked = mockScreenApi((call) => {
  const path = pathOf(call);
  if (path === '/level') return listReply([{ id: 1, levelName: 'Bachelor' }]);
  if (path === '/gradingscheme' && call.method === 'POST') {
    if (refusal) {
      return {
        status: 400,
        data: { statusCode: 400, error: 'Bad Request', message: 'Bad Request', fields: refusal },
      };
    }
    return { status: 201, data: { ...national, id: 2 } };
  }
  if (path === '/gradingscheme') return listReply([national]);
  return listReply([]);
});

beforeEach(() => {
  refusal = null;
});

async function fillTwoGrades(create: HTMLElement, user: ReturnType<typeof renderScreen>['user']) {
  await choose(user, 'Level', 'Bachelor', create);
  await choose(user, 'Kind', 'Grade points on 4.0 (semester programs)', create);
  await user.type(within(create).getByLabelText('Pass Percentage'), '50');
  await user.click(within(create).getByRole('button', { name: BANDS_TEXTS.add }));
  await user.click(within(create).getByRole('button', { name: BANDS_TEXTS.add }));
  const cells: [string, string][] = [
    [`${BANDS_TEXTS.label} 1`, 'A'],
    [`${BANDS_TEXTS.minPercentage} 1`, '50'],
    [`${BANDS_TEXTS.maxPercentage} 1`, '100'],
    [`${BANDS_TEXTS.gradePoint} 1`, '4'],
    [`${BANDS_TEXTS.label} 2`, 'F'],
    [`${BANDS_TEXTS.minPercentage} 2`, '0'],
    [`${BANDS_TEXTS.maxPercentage} 2`, '49.99'],
    [`${BANDS_TEXTS.gradePoint} 2`, '0'],
  ];
  for (const [label, text] of cells) {
    await user.type(within(create).getByLabelText(label), text);
    // A number input hands its value to the form when it loses focus.
    await user.tab();
  }
}

describe('grading schemes', () => {
  it('lists the schemes with their bands in one line', async () => {
    renderScreen(GradingSchemes, uniAdmin());
    expect(await screen.findByText('Distinction 80–100, Fail 0–79.99')).toBeInTheDocument();
  });

  it('edits the bands as a table and sends them as the JSON the API checks', async () => {
    const { user } = renderScreen(GradingSchemes, uniAdmin());
    const create = await screen.findByTestId('resource-form-create');
    await fillTwoGrades(create, user);
    await user.click(within(create).getByRole('button', { name: /save|add$|submit/i }));
    await waitFor(() => expect(mocked.api.calls.some((call) => call.method === 'POST')).toBe(true));
    const sent = mocked.api.calls.find((call) => call.method === 'POST')?.data as {
      bands: string;
      kind: string;
    };
    expect(sent.kind).toBe('gpa');
    expect(JSON.parse(sent.bands)).toEqual([
      { label: 'A', minPercentage: 50, maxPercentage: 100, gradePoint: 4 },
      { label: 'F', minPercentage: 0, maxPercentage: 49.99, gradePoint: 0 },
    ]);
  });

  it("shows the API's message about the bands under the table", async () => {
    refusal = { bands: 'Band 2: There is a gap between F and A' };
    const { user } = renderScreen(GradingSchemes, uniAdmin());
    const create = await screen.findByTestId('resource-form-create');
    await fillTwoGrades(create, user);
    await user.click(within(create).getByRole('button', { name: /save|add$|submit/i }));
    expect(
      await within(create).findByText('Band 2: There is a gap between F and A'),
    ).toBeInTheDocument();
  });
});
