import '@hemis/shared-auth/src/testing-dom';
import { MemoryRouter } from 'react-router-dom';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockApiForEachTest } from '@hemis/shared-auth/src/testing';
import {
  DOCUMENT_MESSAGES,
  type CycleDetail,
  type CycleRow,
  type DocumentRow,
  type KnownRole,
} from '@hemis/shared-contracts';
import {
  choose,
  listReply,
  pathOf,
  renderResourceScreen,
  testUser,
} from '@hemis/shared-ui/src/resource/testing';
import AccreditationList from './AccreditationList';
import AddCampus from './AddCampus';
import CampusList from './CampusList';
import RenewAccreditation from './RenewAccreditation';
import CampusTypeReport from './CampusTypeReport';
import ExpiryReport from './ExpiryReport';
import { detail, document, entry, report, row } from './cycles.testing';

// The report's chart is the report kit's (tested there): here it stands as its labelled box.
jest.mock('@hemis/shared-ui/src/reports/ReportChartDrawing', () => ({
  __esModule: true,
  default: ({ title }: { title: string }) => <div role="img" aria-label={title} />,
}));

jest.setTimeout(30_000);

let shown: CycleDetail = detail();
let listed: CycleRow[] = [row()];
let kept: DocumentRow[] = [];
const mocked = mockApiForEachTest((call) => {
  const path = pathOf(call);
  if (path === '/accreditationcycle' && call.method.toLowerCase() === 'get')
    return listReply(listed);
  if (path === '/accreditationcycle/7' && call.method.toLowerCase() === 'get')
    return { status: 200, data: shown };
  if (path === '/accreditationcycle/7/documents' && call.method.toLowerCase() === 'get')
    return { status: 200, data: kept };
  if (path === '/qualitycommittee' && call.method.toLowerCase() === 'get')
    return {
      status: 200,
      data: {
        campusId: 49,
        members: [{ employeeId: 11, name: 'Dr. Ram Shrestha', role: 'chair' }],
      },
    };
  if (path === '/accreditationreport') return { status: 200, data: report(call.params) };
  if (path === '/campus') return listReply([{ id: 49, campusName: 'Bhaktapur Multiple Campus' }]);
  return listReply([]);
});
const posts = (path: string) =>
  mocked.api.calls.filter((call) => pathOf(call) === path && call.method.toLowerCase() === 'post');

function renderAs(Screen: React.ComponentType, role: KnownRole) {
  const campus = role === 'CollegeAdmin' || role === 'CollegeUser';
  return renderResourceScreen(
    () => (
      <MemoryRouter>
        <Screen />
      </MemoryRouter>
    ),
    {
      user: testUser({
        role,
        listUser: [{ roleName: role }],
        ...(campus ? {} : { campusId: null, universityId: null }),
        permissions: [
          'accreditation:view',
          'accreditation:add',
          'accreditation:edit',
          'accreditation:export',
        ],
      }),
    },
  );
}

const setDate = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('the accreditation screens', () => {
  beforeEach(() => {
    shown = detail();
    listed = [row()];
    kept = [];
  });

  it('the commission opens a campus in the cycle and records its next stage', async () => {
    const { user } = renderAs(CampusList, 'UgcAdmin');
    expect(await screen.findByText('Bhaktapur Multiple Campus')).toBeInTheDocument();
    const list = mocked.api.calls.find((call) => pathOf(call) === '/accreditationcycle');
    expect(list?.params).toMatchObject({ status: 'inProgress', page: 1 });
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const drawer = await screen.findByTestId('cycle-detail');
    expect(within(drawer).getByTestId('stage-letterOfIntent')).toHaveTextContent('Ugc Admin');
    mocked.answer = (call) =>
      pathOf(call) === '/accreditationcycle/7/stage'
        ? {
            status: 200,
            data: detail({
              stage: 'eligibilityLetter',
              nextStage: 'ssrSubmitted',
              stages: [
                ...shown.stages,
                entry('eligibilityLetter', 'Eligibility Letter', '2025-02-01'),
              ],
              can: { recordNext: true, withdraw: false, certificate: false, documentTypes: [] },
            }),
          }
        : undefined;
    setDate('Date (AD)', '2025-02-01');
    await user.type(within(drawer).getByLabelText('Letter reference'), 'UGC/QAA/123');
    await user.click(within(drawer).getByRole('button', { name: 'Record: Eligibility Letter' }));
    expect(await within(drawer).findByTestId('stage-eligibilityLetter')).toBeInTheDocument();
    expect(posts('/accreditationcycle/7/stage')[0]?.data).toEqual({
      stage: 'eligibilityLetter',
      datedOn: '2025-02-01',
      reference: 'UGC/QAA/123',
    });
    expect(within(drawer).getByText('Self-Study Report Submitted')).toBeInTheDocument();
  });

  it('shows the review’s problems the API names, and a campus what it waits for', async () => {
    shown = detail({
      stage: 'ssrSubmitted',
      nextStage: 'ssrReviewed',
      stages: [entry('letterOfIntent', 'Letter of Intent', '2025-01-10')],
    });
    const { user, unmount } = renderAs(CampusList, 'UgcAdmin');
    await user.click(await screen.findByRole('button', { name: 'Open' }));
    const drawer = await screen.findByTestId('cycle-detail');
    expect(within(drawer).getAllByTestId(/^criterion-/)).toHaveLength(8);
    mocked.answer = (call) =>
      pathOf(call) === '/accreditationcycle/7/stage'
        ? {
            status: 400,
            data: {
              statusCode: 400,
              error: 'Bad Request',
              message: 'Bad Request',
              fields: {
                'criteria.0.observations': 'At least three observations for each criterion',
              },
            },
          }
        : undefined;
    setDate('Date (AD)', '2025-04-01');
    await user.type(within(drawer).getByLabelText('General impression'), 'Sound.');
    await user.click(
      within(drawer).getByRole('button', { name: 'Record: Self-Study Report Reviewed' }),
    );
    expect(
      await within(drawer).findByText('At least three observations for each criterion'),
    ).toBeInTheDocument();
    const sent = posts('/accreditationcycle/7/stage')[0]?.data as { criteria: unknown[] };
    expect(sent.criteria).toHaveLength(8);
    unmount();
    mocked.answer = () => undefined;

    shown = detail({
      stage: 'ssrSubmitted',
      nextStage: 'ssrReviewed',
      can: { recordNext: false, withdraw: false, certificate: false, documentTypes: [] },
    });
    const campus = renderAs(CampusList, 'CollegeAdmin');
    await campus.user.click(await screen.findByRole('button', { name: 'Open' }));
    expect(await screen.findByText('Waiting for: Self-Study Report Reviewed')).toBeInTheDocument();
    expect(screen.queryByTestId('stage-form')).not.toBeInTheDocument();
  });

  it('lists the accredited campuses with their expiry in BS and AD and their standing', async () => {
    listed = [
      row({
        status: 'accredited',
        stage: 'award',
        stageLabel: 'Award',
        nextStage: null,
        standing: 'Expiring within 6 months',
        awardedOn: '2021-09-01',
        awardedOnBs: '2078-05-16',
        expiresOn: '2026-08-31',
        expiresOnBs: '2083-05-15',
      }),
    ];
    const { user } = renderAs(AccreditationList, 'UgcAdmin');
    expect(await screen.findByText('Expiring within 6 months')).toBeInTheDocument();
    expect(screen.getByText('2083-05-15 BS (2026-08-31)')).toBeInTheDocument();
    expect(
      mocked.api.calls.find((call) => pathOf(call) === '/accreditationcycle')?.params,
    ).toMatchObject({
      status: 'accredited',
    });
    await choose(user, 'Standing', 'Expired');
    await waitFor(() =>
      expect(
        mocked.api.calls.filter((call) => pathOf(call) === '/accreditationcycle').at(-1)?.params,
      ).toMatchObject({ status: 'accredited', standing: 'Expired', page: 1 }),
    );
  });

  it('starts a renewal for an expiring campus, and enters a campus for the first time', async () => {
    listed = [row({ status: 'accredited', standing: 'Expired', expiresOn: '2025-01-01' })];
    mocked.answer = (call) =>
      pathOf(call) === '/accreditationcycle' && call.method.toLowerCase() === 'post'
        ? { status: 201, data: detail() }
        : undefined;
    const renew = renderAs(RenewAccreditation, 'UgcAdmin');
    const start = await screen.findByRole('button', { name: 'Start a new cycle' });
    expect(
      mocked.api.calls.find((call) => pathOf(call) === '/accreditationcycle')?.params,
    ).toMatchObject({ status: 'accredited', expiringWithinMonths: 6 });
    await renew.user.click(start);
    const dialog = await screen.findByRole('dialog');
    setDate('Date (AD)', '2025-06-01');
    await renew.user.click(within(dialog).getByRole('button', { name: 'Start a new cycle' }));
    await waitFor(() =>
      expect(posts('/accreditationcycle')[0]?.data).toEqual({
        campusId: 49,
        datedOn: '2025-06-01',
      }),
    );
    renew.unmount();

    mocked.answer = (call) =>
      pathOf(call) === '/accreditationcycle' && call.method.toLowerCase() === 'post'
        ? {
            status: 409,
            data: {
              statusCode: 409,
              error: 'Conflict',
              message: 'This campus is already in an accreditation cycle.',
              fields: { campusId: 'This campus is already in an accreditation cycle.' },
            },
          }
        : undefined;
    const add = renderAs(AddCampus, 'UgcAdmin');
    await choose(add.user, 'Campus', 'Bhaktapur Multiple Campus');
    setDate('Date (AD)', '2025-06-02');
    await add.user.click(screen.getByRole('button', { name: 'Enter the cycle' }));
    expect(
      await screen.findByText('This campus is already in an accreditation cycle.'),
    ).toBeInTheDocument();
  });

  it('counts accredited campuses by type and university, and lists those expiring', async () => {
    const byType = renderAs(CampusTypeReport, 'UgcAdmin');
    const totals = await screen.findByRole('row', { name: /^Total 3 0 3 6$/ });
    expect(totals).toHaveTextContent('Total3036');
    expect(screen.getByRole('row', { name: /Tribhuvan University/ })).toHaveTextContent(
      'Tribhuvan University3025',
    );
    expect(
      await screen.findByRole('img', { name: 'Accredited Campuses by Campus Type and University' }),
    ).toBeInTheDocument();
    byType.unmount();

    renderAs(ExpiryReport, 'UgcAdmin');
    expect(await screen.findByText('2082-09-17 BS (2026-01-01)')).toBeInTheDocument();
    expect(
      mocked.api.calls.filter((call) => pathOf(call) === '/accreditationreport').at(-1)?.params,
    ).toMatchObject({ by: 'university', expiringWithinMonths: 6 });
  });

  it('each stage shows its documents; the campus keeps its own stages’ and marks one public', async () => {
    shown = detail({
      stage: 'eligibilityLetter',
      nextStage: 'ssrSubmitted',
      stages: [
        entry('letterOfIntent', 'Letter of Intent', '2025-01-10'),
        entry('eligibilityLetter', 'Eligibility Letter', '2025-02-01'),
      ],
      can: {
        recordNext: true,
        withdraw: false,
        certificate: false,
        documentTypes: ['letterOfIntent', 'ssrSubmitted', 'other'],
      },
    });
    kept = [document(21, 'letterOfIntent', false), document(22, 'eligibilityLetter', true)];
    const { user } = renderAs(CampusList, 'CollegeAdmin');
    await user.click(await screen.findByRole('button', { name: 'Open' }));
    const drawer = await screen.findByTestId('cycle-detail');
    const own = within(await within(drawer).findByTestId('documents-letterOfIntent'));
    expect(await own.findByText('letterOfIntent.pdf')).toBeInTheDocument();
    expect(own.getByText('Documents (1)')).toBeInTheDocument();
    // The commission's letter: read and downloaded, shown public, changed by none here.
    const theirs = within(within(drawer).getByTestId('documents-eligibilityLetter'));
    expect(theirs.getByText('eligibilityLetter.pdf')).toBeInTheDocument();
    expect(theirs.getByRole('cell', { name: 'Public' })).toBeInTheDocument();
    expect(theirs.getByRole('button', { name: 'Download' })).toBeInTheDocument();
    expect(theirs.queryByRole('button', { name: 'Upload' })).not.toBeInTheDocument();
    expect(theirs.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(within(drawer).getByTestId('documents-other')).toHaveTextContent('Other documents (0)');
    // One load of the cycle's documents serves every stage.
    expect(
      mocked.api.calls.filter((call) => pathOf(call) === '/accreditationcycle/7/documents'),
    ).toHaveLength(1);

    fireEvent.change(own.getByLabelText('File'), {
      target: { files: [new File(['%PDF'], 'annex.pdf', { type: 'application/pdf' })] },
    });
    await user.click(own.getByRole('switch', { name: 'Public' }));
    await user.click(own.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText(DOCUMENT_MESSAGES.uploaded)).toBeInTheDocument();
    const sent = posts('/accreditationcycle/7/documents')[0]?.data as FormData;
    expect(sent.get('documentType')).toBe('letterOfIntent');
    expect(sent.get('isPublic')).toBe('true');
    expect((sent.get('file') as File).name).toBe('annex.pdf');

    await user.click(own.getByRole('switch', { name: 'Public: letterOfIntent.pdf' }));
    await waitFor(() =>
      expect(
        mocked.api.calls.find(
          (call) =>
            pathOf(call) === '/accreditationcycle/7/documents/21' &&
            call.method.toLowerCase() === 'patch',
        )?.data,
      ).toEqual({ isPublic: true }),
    );
  });

  it('a campus names its internal quality assurance committee', async () => {
    const { user } = renderAs(CampusList, 'CollegeAdmin');
    const card = within(await screen.findByTestId('quality-committee'));
    expect(await card.findByText('Dr. Ram Shrestha')).toBeInTheDocument();
    expect(card.getByText('Chair')).toBeInTheDocument();
    await user.click(card.getByRole('button', { name: 'Edit' }));
    await user.click(card.getByRole('button', { name: 'Save the committee' }));
    await waitFor(() =>
      expect(
        mocked.api.calls.find(
          (call) => pathOf(call) === '/qualitycommittee' && call.method.toLowerCase() === 'put',
        )?.data,
      ).toEqual({ members: [{ employeeId: 11, role: 'chair' }] }),
    );
  });
});
