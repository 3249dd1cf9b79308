import { listReply, mockScreenApi, pathOf, renderScreen } from '../testing';
import { emulateWindowWidth } from '@hemis/shared-ui/src/testing-screen';
import {
  FEE_SETUP_ROWS,
  expectFeeTypeAndAmountColumns,
} from '@hemis/shared-ui/src/resource/feeSetupTesting';
import { MemoryRouter } from 'react-router-dom';
import ProgramFeesList from './programFees';

const ProgramFees = () => (
  <MemoryRouter>
    <ProgramFeesList />
  </MemoryRouter>
);

mockScreenApi((call) => (pathOf(call) === '/feesetup' ? listReply(FEE_SETUP_ROWS) : listReply([])));

describe('Program Fees list on a laptop (1366 px)', () => {
  let restore: () => void = () => undefined;
  afterEach(() => restore());

  it('shows each row its fee type and its amount as columns', async () => {
    restore = emulateWindowWidth(1366);
    renderScreen(ProgramFees);
    await expectFeeTypeAndAmountColumns();
  });
});
