import '@hemis/shared-auth/src/testing-dom';
import { mockApiForEachTest } from '@hemis/shared-auth/src/testing';
import { listReply, pathOf, renderResourceScreen } from '@hemis/shared-ui/src/resource/testing';
import {
  FEE_SETUP_ROWS,
  expectFeeTypeAndAmountColumns,
} from '@hemis/shared-ui/src/resource/feeSetupTesting';
import { emulateWindowWidth } from '@hemis/shared-ui/src/testing-screen';
import FeeSetupScreen from './feeSetup';

mockApiForEachTest((call) =>
  pathOf(call) === '/feesetup' ? listReply(FEE_SETUP_ROWS) : listReply([]),
);

describe('Fee Setup list on a laptop (1366 px)', () => {
  let restore: () => void = () => undefined;
  afterEach(() => restore());

  it('shows each row its fee type and its amount as columns', async () => {
    restore = emulateWindowWidth(1366);
    renderResourceScreen(FeeSetupScreen);
    await expectFeeTypeAndAmountColumns();
  });
});
