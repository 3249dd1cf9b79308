import '@hemis/shared-auth/src/testing-dom';
import userEvent from '@testing-library/user-event';
import { screen, within } from '@testing-library/react';
import {
  ACCREDITATION_PATHS,
  ACCREDITED_CAMPUSES_PAGE_PATH,
  type AccreditedCampus,
} from '@hemis/shared-contracts';
import { ACCREDITED_TEXTS } from './AccreditedCampusesPage';
import { defaultApi, pathNow, renderShell } from '../test/renderShell';

jest.mock('../federation/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
}));

const campus = (
  campusName: string,
  provinceName: string,
  cycleId: number,
  documents: AccreditedCampus['documents'] = [],
): AccreditedCampus => ({
  cycleId,
  campusName,
  universityName: 'Tribhuvan University',
  campusType: 'community',
  provinceName,
  title: 'Re-Accredited',
  cycleNumber: 2,
  awardedOn: '2024-01-15',
  expiresOn: '2029-01-14',
  expiresOnBs: '2085-10-01',
  documents,
});

const certificate = {
  id: 31,
  documentType: 'award',
  title: 'Council decision',
  originalName: 'decision.pdf',
  mimeType: 'application/pdf',
  sizeBytes: 2048,
};

const api: typeof defaultApi = (call) =>
  call.url === ACCREDITATION_PATHS.accreditedCampuses
    ? {
        status: 200,
        data: [
          campus('Bhaktapur Multiple Campus', 'Bagmati', 7, [certificate]),
          campus('Mahendra Campus', 'Koshi', 8),
        ],
      }
    : defaultApi(call);

describe('/accredited-campuses', () => {
  it('shows anyone the campuses accredited today, searchable, without a sign-in', async () => {
    const view = await renderShell({ role: '', path: ACCREDITED_CAMPUSES_PAGE_PATH, api });
    expect(await screen.findByText(ACCREDITED_TEXTS.title)).toBeInTheDocument();
    const row = await screen.findByRole('row', { name: /Bhaktapur Multiple Campus/ });
    expect(within(row).getByText('Re-Accredited (cycle 2)')).toBeInTheDocument();
    expect(within(row).getByText('2085-10-01 BS (2029-01-14)')).toBeInTheDocument();
    // Its public documents, each a link anyone follows without a sign-in.
    expect(within(row).getByRole('link', { name: 'Award: Council decision' })).toHaveAttribute(
      'href',
      '/api/accredited-campuses/7/documents/31',
    );
    const other = screen.getByRole('row', { name: /Mahendra Campus/ });
    expect(within(other).queryByRole('link')).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(ACCREDITED_TEXTS.search), 'koshi');
    expect(screen.queryByRole('row', { name: /Bhaktapur/ })).not.toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Mahendra Campus/ })).toBeInTheDocument();
    expect(pathNow()).toBe(ACCREDITED_CAMPUSES_PAGE_PATH);
    const read = view.api.calls.find((call) => call.url === ACCREDITATION_PATHS.accreditedCampuses);
    expect(read?.headers.authorization).toBeUndefined();
    view.api.restore();
  });
});
