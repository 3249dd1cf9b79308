import '@hemis/shared-auth/src/testing-dom';
import { screen } from '@testing-library/react';
import { mockApi, type ApiReply, type MockedApi } from '@hemis/shared-auth/src/testing';
import {
  CARD_MESSAGES,
  VERIFY_CARD_PATH,
  VERIFY_MESSAGES,
  VERIFY_PAGE_PATH,
  type DocumentVerification,
} from '@hemis/shared-contracts';
import VerifyDocumentPage, { VERIFY_TEXTS } from './VerifyDocumentPage';
import { renderPage } from './LoginPage.testing';
import { defaultApi, pathNow, renderShell } from '../test/renderShell';

// The shell's remotes are not loaded here (as in the other shell tests): only the public route.
jest.mock('../federation/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
}));

const PATH = `${VERIFY_PAGE_PATH}/:kind/:token`;
const AT = `${VERIFY_PAGE_PATH}/receipt/tok_123-abc`;
const receipt: DocumentVerification = {
  kind: 'receipt',
  documentTitle: 'Receipt',
  valid: true,
  verdict: 'This receipt is genuine.',
  facts: [
    { label: 'Receipt No.', value: '12 (2083/84)' },
    { label: 'Student', value: 'Sita Tamang' },
    { label: 'Amount (NPR)', value: '12,500.00' },
  ],
};

let api: MockedApi;
let reply: ApiReply;
beforeEach(() => {
  reply = { status: 200, data: receipt };
  api = mockApi(() => reply);
});
afterEach(() => {
  api.restore();
  jest.restoreAllMocks();
});

describe('VerifyDocumentPage', () => {
  it('asks the public API about the kind and token and shows what the document says', async () => {
    await renderPage(<VerifyDocumentPage />, { path: PATH, at: AT });
    expect(await screen.findByText(VERIFY_TEXTS.validTitle)).toBeInTheDocument();
    expect(screen.getByText('Receipt Verification')).toBeInTheDocument();
    expect(screen.getByText('This receipt is genuine.')).toBeInTheDocument();
    expect(screen.getByText('Sita Tamang')).toBeInTheDocument();
    expect(screen.getByText('12,500.00')).toBeInTheDocument();
    expect(api.calls).toHaveLength(1);
    expect(api.calls[0]).toMatchObject({ method: 'GET', url: '/Verify/receipt/tok_123-abc' });
    expect(api.calls[0]?.headers.authorization).toBeUndefined();
  });

  it('says why a document is not valid, with what it says', async () => {
    reply = {
      status: 200,
      data: { ...receipt, valid: false, verdict: 'This receipt was cancelled.' },
    };
    await renderPage(<VerifyDocumentPage />, { path: PATH, at: AT });
    expect(await screen.findByText(VERIFY_TEXTS.invalidTitle)).toBeInTheDocument();
    expect(screen.getByText('This receipt was cancelled.')).toBeInTheDocument();
    expect(screen.getByText('Sita Tamang')).toBeInTheDocument();
  });

  it('says an unknown document was never issued, with no details', async () => {
    reply = {
      status: 200,
      data: { ...receipt, valid: false, verdict: VERIFY_MESSAGES.unknown, facts: [] },
    };
    await renderPage(<VerifyDocumentPage />, { path: PATH, at: AT });
    expect(await screen.findByText(VERIFY_MESSAGES.unknown)).toBeInTheDocument();
    expect(screen.queryByText('Student')).not.toBeInTheDocument();
  });

  it('offers a retry when the check fails', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    reply = { networkError: true };
    const { user } = await renderPage(<VerifyDocumentPage />, { path: PATH, at: AT });
    expect(await screen.findByText(VERIFY_TEXTS.failed)).toBeInTheDocument();
    reply = { status: 200, data: receipt };
    await user.click(screen.getByRole('button', { name: VERIFY_TEXTS.retry }));
    expect(await screen.findByText('This receipt is genuine.')).toBeInTheDocument();
    expect(api.calls).toHaveLength(2);
  });

  it.each([
    ['the one verification page', AT, '/Verify/receipt/tok_123-abc', receipt],
    [
      "an older card's page",
      `${VERIFY_CARD_PATH}/tok_123-abc`,
      '/Verify/identity-card/tok_123-abc',
      {
        ...receipt,
        kind: 'identity-card',
        documentTitle: 'Identity Card',
        verdict: CARD_MESSAGES.valid,
      },
    ],
  ])(
    'is a public route of the shell (%s): an anonymous visitor sees it without signing in',
    async (_name, at, url, data) => {
      api.restore();
      const view = await renderShell({
        role: '',
        path: at,
        api: (call) => (call.url === url ? { status: 200, data } : defaultApi(call)),
      });
      expect(await screen.findByText(data.verdict)).toBeInTheDocument();
      expect(pathNow()).toBe(at);
      view.api.restore();
      api = mockApi(() => reply);
    },
  );
});
