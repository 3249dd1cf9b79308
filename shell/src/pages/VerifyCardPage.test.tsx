import '@hemis/shared-auth/src/testing-dom';
import { screen } from '@testing-library/react';
import { mockApi, type ApiReply, type MockedApi } from '@hemis/shared-auth/src/testing';
import { CARD_MESSAGES, VERIFY_CARD_PATH, type CardVerification } from '@hemis/shared-contracts';
import VerifyCardPage, { VERIFY_CARD_TEXTS } from './VerifyCardPage';
import { renderPage } from './LoginPage.testing';
import { defaultApi, pathNow, renderShell } from '../test/renderShell';

// The shell's remotes are not loaded here (as in the other shell tests): only the public route.
jest.mock('../federation/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
}));

const PATH = `${VERIFY_CARD_PATH}/:token`;
const AT = `${VERIFY_CARD_PATH}/tok_123-abc`;
const card: CardVerification = {
  valid: true,
  reason: null,
  studentName: 'Sita Tamang',
  campusName: 'Model Campus',
  programName: 'BSc CSIT',
  registrationNo: '7-2-49-100-2022',
  issuedOn: '2026-11-23',
  validUntil: '2027-11-23',
};

let api: MockedApi;
let reply: ApiReply;
beforeEach(() => {
  reply = { status: 200, data: card };
  api = mockApi(() => reply);
});
afterEach(() => {
  api.restore();
  jest.restoreAllMocks();
});

describe('VerifyCardPage', () => {
  it('asks the public API about the token and shows a valid card with its details', async () => {
    await renderPage(<VerifyCardPage />, { path: PATH, at: AT });
    expect(await screen.findByText(VERIFY_CARD_TEXTS.validTitle)).toBeInTheDocument();
    expect(screen.getByText(CARD_MESSAGES.valid)).toBeInTheDocument();
    expect(screen.getByText('Sita Tamang')).toBeInTheDocument();
    expect(screen.getByText('Model Campus')).toBeInTheDocument();
    expect(screen.getByText('7-2-49-100-2022')).toBeInTheDocument();
    expect(screen.getByText('2083-08-07 BS (2026-11-23 AD)')).toBeInTheDocument();
    expect(api.calls).toHaveLength(1);
    expect(api.calls[0]).toMatchObject({ method: 'GET', url: '/StudentCard/Verify/tok_123-abc' });
    expect(api.calls[0]?.headers.authorization).toBeUndefined();
  });

  it.each([
    ['revoked', CARD_MESSAGES.revoked],
    ['expired', CARD_MESSAGES.expired],
    ['inactive', CARD_MESSAGES.inactive],
  ] as const)('says why the card is not valid (%s)', async (reason, text) => {
    reply = { status: 200, data: { ...card, valid: false, reason } };
    await renderPage(<VerifyCardPage />, { path: PATH, at: AT });
    expect(await screen.findByText(VERIFY_CARD_TEXTS.invalidTitle)).toBeInTheDocument();
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.getByText('Sita Tamang')).toBeInTheDocument();
  });

  it('says an unknown card was never issued, with no details', async () => {
    reply = {
      status: 200,
      data: {
        valid: false,
        reason: 'unknown',
        studentName: null,
        campusName: null,
        programName: null,
        registrationNo: null,
        issuedOn: null,
        validUntil: null,
      },
    };
    await renderPage(<VerifyCardPage />, { path: PATH, at: AT });
    expect(await screen.findByText(CARD_MESSAGES.unknown)).toBeInTheDocument();
    expect(screen.queryByText('Student')).not.toBeInTheDocument();
  });

  it('offers a retry when the check fails', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    reply = { networkError: true };
    const { user } = await renderPage(<VerifyCardPage />, { path: PATH, at: AT });
    expect(await screen.findByText(VERIFY_CARD_TEXTS.failed)).toBeInTheDocument();
    reply = { status: 200, data: card };
    await user.click(screen.getByRole('button', { name: VERIFY_CARD_TEXTS.retry }));
    expect(await screen.findByText(CARD_MESSAGES.valid)).toBeInTheDocument();
    expect(api.calls).toHaveLength(2);
  });

  it('is a public route of the shell: an anonymous visitor sees it without signing in', async () => {
    api.restore();
    const view = await renderShell({
      role: '',
      path: AT,
      api: (call) =>
        call.url === '/StudentCard/Verify/tok_123-abc'
          ? { status: 200, data: card }
          : defaultApi(call),
    });
    expect(await screen.findByText(CARD_MESSAGES.valid)).toBeInTheDocument();
    expect(pathNow()).toBe(AT);
    view.api.restore();
    api = mockApi(() => reply);
  });
});
