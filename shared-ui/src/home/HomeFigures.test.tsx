import '@hemis/shared-auth/src/testing-dom';
import { screen, waitFor } from '@testing-library/react';
import { mockApiForEachTest } from '@hemis/shared-auth/src/testing';
import { DASHBOARD_FIGURES_PATH, type ReportReach } from '@hemis/shared-contracts';
import { renderResourceScreen } from '../resource/testing';
import { emulateWindowWidth } from '../testing-screen';
import { HomeFigures } from './HomeFigures';
import { startReadAhead } from './prefetchedReads';
import { figuresAnswer } from './homeTesting';

let reach: ReportReach = 'campus';
const mocked = mockApiForEachTest((call) => figuresAnswer(call.url, reach));

const card = (key: string) => screen.findByTestId(`figure-card-${key}`);
const figureCalls = () =>
  mocked.api.calls.filter((call) => call.url.startsWith(DASHBOARD_FIGURES_PATH));

describe('HomeFigures', () => {
  it('a campus: its name and fiscal year, its people by gender, no campus or university card', async () => {
    reach = 'campus';
    renderResourceScreen(HomeFigures);
    expect(await card('students')).toHaveTextContent('44,468');
    expect(await card('students')).toHaveTextContent('Male 21,000 · Female 23,456 · Other 12');
    expect(await card('teachers')).toHaveTextContent('Teaching Staff1,301');
    expect(await card('nonTeaching')).toHaveTextContent('Non-Teaching Staff550');
    expect(screen.queryByTestId('figure-card-campuses')).not.toBeInTheDocument();
    expect(screen.queryByTestId('figure-card-universities')).not.toBeInTheDocument();
    expect(screen.getByText('Tribhuvan Model Campus · Fiscal year 2082/83')).toBeInTheDocument();
  });

  it('the nation: its campuses and universities too', async () => {
    reach = 'nation';
    renderResourceScreen(HomeFigures);
    expect(await card('campuses')).toHaveTextContent('Campuses1,432');
    expect(await card('universities')).toHaveTextContent('Universities11');
    expect(screen.getByText('Nepal · Fiscal year 2082/83')).toBeInTheDocument();
  });

  it('on a phone: two cards a row', async () => {
    const restore = emulateWindowWidth(390);
    try {
      reach = 'university';
      renderResourceScreen(HomeFigures);
      expect((await card('students')).closest('.ant-col')).toHaveClass('ant-col-xs-12');
    } finally {
      restore();
    }
  });

  it('takes the figures read ahead at sign-in instead of reading them again', async () => {
    reach = 'university';
    startReadAhead(DASHBOARD_FIGURES_PATH);
    await waitFor(() => expect(figureCalls()).toHaveLength(1));
    renderResourceScreen(HomeFigures);
    expect(await card('campuses')).toHaveTextContent('1,432');
    expect(figureCalls()).toHaveLength(1);
  });

  it('says so, with a way to try again, when the read fails or answers another shape', async () => {
    reach = 'nation';
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let answer: 'fail' | 'wrong' | 'right' = 'fail';
    mocked.answer = (call) => {
      if (!call.url.startsWith(DASHBOARD_FIGURES_PATH) || answer === 'right') return undefined;
      return answer === 'fail' ? { status: 500 } : { status: 200, data: { students: 'many' } };
    };
    const { user } = renderResourceScreen(HomeFigures);
    expect(
      await screen.findByText('The figures could not be loaded right now.'),
    ).toBeInTheDocument();
    answer = 'wrong';
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByText('The figures could not be loaded right now.'),
    ).toBeInTheDocument();
    answer = 'right';
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await card('universities')).toBeInTheDocument();
    expect(figureCalls()).toHaveLength(3);
    error.mockRestore();
  });
});
