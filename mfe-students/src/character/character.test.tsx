import {
  captureDownloads,
  choose,
  listReply,
  mockScreenApi,
  pathOf,
  renderScreen,
  resourceListReply,
  studentUser,
  testUser,
} from '../testing';
import type { ComponentType } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { screen, waitFor, within } from '@testing-library/react';
import {
  CHARACTER_MESSAGES,
  DEFAULT_CONDUCT_REMARK,
  type CharacterCertificate,
  type CharacterVerification,
} from '@hemis/shared-contracts';
import CharacterApplication from './CharacterApplication';
import CertificateDetails from './CertificateDetails';
import OldCertificate from './OldCertificate';
import { CHARACTER_TEXTS } from './texts';

const base: CharacterCertificate = {
  id: 31,
  universityId: 5,
  campusId: 49,
  studentId: 7,
  oldFormat: false,
  studentName: 'Sita Tamang',
  registrationNo: '7-2-49-100-2022',
  fatherName: 'Hari Tamang',
  motherName: null,
  programName: 'BSc CSIT',
  levelId: 2,
  studyFromYear: 2079,
  studyToYear: 2083,
  dateOfBirthBs: '2061-04-01',
  purpose: 'Higher studies',
  conductRemark: DEFAULT_CONDUCT_REMARK,
  status: 'applied',
  certificateNo: null,
  fiscalYearId: null,
  issuedAt: null,
  issuedBy: null,
  rejectionReason: null,
  replacesId: null,
  replacedById: null,
  createdAt: '2026-11-20T05:00:00.000Z',
  updatedAt: '2026-11-20T05:00:00.000Z',
  labels: { campusId: 'Patan Multiple Campus', levelId: 'Bachelor' },
};
const issued: CharacterCertificate = {
  ...base,
  id: 32,
  purpose: 'Job application',
  status: 'approved',
  certificateNo: 4,
  fiscalYearId: 3,
  issuedAt: '2026-11-21',
  issuedBy: 'College Admin',
  labels: { ...base.labels, fiscalYearId: '2083/84' },
};
const genuine: CharacterVerification = {
  kind: 'character-certificate',
  documentTitle: 'Character Certificate',
  valid: true,
  verdict: CHARACTER_MESSAGES.genuine,
  facts: [],
  link: 'http://localhost/verify/character-certificate/abcdefghijklmnopqrstuvwx',
};
const pdf = () => ({ status: 200, data: new Blob(['%PDF-1.3'], { type: 'application/pdf' }) });

const mocked = mockScreenApi((call) => {
  const path = pathOf(call);
  if (path === '/charactercertificate' && call.method === 'GET') {
    return resourceListReply(call, [base, issued]);
  }
  if (path === '/charactercertificate' && call.method === 'POST') {
    return { status: 201, data: { ...base, id: 40 } };
  }
  if (path === '/student/me/charactercertificate') return { status: 201, data: base };
  if (path === '/student') {
    return listReply([{ id: 7, firstName: 'Sita', lastName: 'Tamang', registrationNo: 'R-7' }]);
  }
  if (path === '/charactercertificate/31') return { status: 200, data: base };
  if (path === '/charactercertificate/32') return { status: 200, data: issued };
  if (path === '/charactercertificate/32/verification') return { status: 200, data: genuine };
  if (path.endsWith('/verification')) {
    return { status: 200, data: { ...genuine, valid: false, verdict: 'Not issued', link: null } };
  }
  if (
    path === '/charactercertificate/32/pdf' ||
    path === '/student/me/charactercertificate/32/pdf'
  ) {
    return pdf();
  }
  if (path === '/charactercertificate/31/approve') {
    return { status: 200, data: { ...issued, id: 31 } };
  }
  if (path === '/charactercertificate/31/reject') {
    return { status: 200, data: { ...base, status: 'rejected', rejectionReason: 'Dues' } };
  }
  if (path === '/charactercertificate/32/reissue')
    return { status: 200, data: { ...issued, id: 33 } };
  if (path === '/level') return listReply([{ id: 2, levelName: 'Bachelor' }]);
  return undefined;
});

beforeEach(() => {
  Object.assign(URL, {
    createObjectURL: () => 'blob:certificate',
    revokeObjectURL: () => undefined,
  });
});

function at(path: string): ComponentType {
  return function Routed() {
    return (
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/character-application" element={<CharacterApplication />} />
          <Route path="/character-certificate/:id" element={<CertificateDetails />} />
          <Route path="/character-certificate-old/:id" element={<OldCertificate />} />
        </Routes>
      </MemoryRouter>
    );
  };
}

const posts = () => mocked.api.calls.filter((call) => call.method === 'POST');

describe('/character-application for a Student', () => {
  it('applies for themself with a purpose, and prints their issued certificate', async () => {
    const { user } = renderScreen(at('/character-application'), studentUser());
    expect(await screen.findByText(CHARACTER_TEXTS.applyTitle)).toBeInTheDocument();
    expect(await screen.findByText('Job application')).toBeInTheDocument();
    expect(screen.getByText('Applied')).toBeInTheDocument();
    expect(screen.getByText('4 (2083/84)')).toBeInTheDocument();
    // No clerk's tools: no student picker, no approval.
    expect(screen.queryByLabelText(CHARACTER_TEXTS.student)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: CHARACTER_TEXTS.approve })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: CHARACTER_TEXTS.apply }));
    expect(await screen.findByText(CHARACTER_MESSAGES.purposeRequired)).toBeInTheDocument();
    expect(posts()).toHaveLength(0);
    await user.type(screen.getByLabelText(CHARACTER_TEXTS.purpose), 'Bank loan');
    await user.click(screen.getByRole('button', { name: CHARACTER_TEXTS.apply }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(pathOf(posts()[0]!)).toBe('/student/me/charactercertificate');
    expect(posts()[0]?.data).toEqual({ purpose: 'Bank loan' });

    const saved = captureDownloads();
    await user.click(screen.getByRole('button', { name: CHARACTER_TEXTS.download }));
    await waitFor(() => expect(saved).toEqual(['character-certificate-32.pdf']));
    expect(
      mocked.api.calls.some((call) => pathOf(call) === '/student/me/charactercertificate/32/pdf'),
    ).toBe(true);
  });

  it('shows a refusal of the campus under the form', async () => {
    mocked.answer = (call) =>
      pathOf(call) === '/student/me/charactercertificate'
        ? {
            status: 409,
            data: { statusCode: 409, error: 'Conflict', message: CHARACTER_MESSAGES.pending },
          }
        : undefined;
    const { user } = renderScreen(at('/character-application'), studentUser());
    await user.type(await screen.findByLabelText(CHARACTER_TEXTS.purpose), 'Visa');
    await user.click(screen.getByRole('button', { name: CHARACTER_TEXTS.apply }));
    expect(await screen.findByText(CHARACTER_MESSAGES.pending)).toBeInTheDocument();
  });
});

describe('/character-application for campus staff', () => {
  it('applies on behalf of a chosen student, approves from the list, and makes old-format ones', async () => {
    const { user } = renderScreen(at('/character-application'));
    expect(await screen.findByText(CHARACTER_TEXTS.onBehalfTitle)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: CHARACTER_TEXTS.oldFormat })).toHaveAttribute(
      'href',
      '/character-certificate-old/new',
    );
    // Apply waits for a student.
    expect(screen.getByRole('button', { name: CHARACTER_TEXTS.apply })).toBeDisabled();
    await choose(user, CHARACTER_TEXTS.student, 'Sita Tamang (R-7)');
    // (The list has a Purpose column too.)
    await user.type(screen.getByRole('textbox', { name: CHARACTER_TEXTS.purpose }), 'Passport');
    await user.click(screen.getByRole('button', { name: CHARACTER_TEXTS.apply }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]?.data).toEqual({ studentId: 7, purpose: 'Passport' });

    // The list: Approve only in the waiting row, after a question.
    const approve = await screen.findAllByRole('button', { name: CHARACTER_TEXTS.approve });
    expect(approve).toHaveLength(1);
    await user.click(approve[0]!);
    const confirm = await screen.findByRole('tooltip');
    await user.click(within(confirm).getByRole('button', { name: CHARACTER_TEXTS.approve }));
    await waitFor(() =>
      expect(
        mocked.api.calls.some((call) => pathOf(call) === '/charactercertificate/31/approve'),
      ).toBe(true),
    );
  });

  it('offers a clerk no approval', async () => {
    renderScreen(
      at('/character-application'),
      testUser({ role: 'CollegeUser', listUser: [{ roleName: 'CollegeUser' }] }),
    );
    expect(await screen.findByText('Job application')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: CHARACTER_TEXTS.approve })).not.toBeInTheDocument();
    expect(screen.getByText(CHARACTER_TEXTS.onBehalfTitle)).toBeInTheDocument();
  });
});

describe('/character-certificate/:id', () => {
  it('shows an issued certificate as verified, previews it and reissues it', async () => {
    const { user } = renderScreen(at('/character-certificate/32'));
    expect(
      await screen.findByText(/Character Certificate: No\. 4 \(2083\/84\)/),
    ).toBeInTheDocument();
    expect(await screen.findByText(new RegExp(CHARACTER_MESSAGES.genuine))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: CHARACTER_TEXTS.verificationPage })).toHaveAttribute(
      'href',
      genuine.link,
    );
    expect(screen.getByText('2079 to 2083 B.S.')).toBeInTheDocument();
    expect(await screen.findByTitle(CHARACTER_TEXTS.preview)).toHaveAttribute(
      'src',
      'blob:certificate',
    );
    await user.click(screen.getByRole('button', { name: CHARACTER_TEXTS.reissue }));
    const dialog = await screen.findByRole('dialog');
    const purpose = within(dialog).getByLabelText(CHARACTER_TEXTS.purpose);
    expect(purpose).toHaveValue('Job application');
    await user.clear(purpose);
    await user.type(purpose, 'Job abroad');
    await user.click(within(dialog).getByRole('button', { name: CHARACTER_TEXTS.reissue }));
    await waitFor(() =>
      expect(
        posts().find((call) => pathOf(call) === '/charactercertificate/32/reissue')?.data,
      ).toEqual({
        purpose: 'Job abroad',
        conductRemark: DEFAULT_CONDUCT_REMARK,
      }),
    );
  });

  it('rejects a waiting application with a reason', async () => {
    const { user } = renderScreen(at('/character-certificate/31'));
    await user.click(await screen.findByRole('button', { name: CHARACTER_TEXTS.reject }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(CHARACTER_TEXTS.rejectReason), 'Dues');
    await user.click(within(dialog).getByRole('button', { name: CHARACTER_TEXTS.reject }));
    await waitFor(() =>
      expect(
        posts().find((call) => pathOf(call) === '/charactercertificate/31/reject')?.data,
      ).toEqual({
        reason: 'Dues',
      }),
    );
    // Nothing prints before it is issued.
    expect(screen.queryByTitle(CHARACTER_TEXTS.preview)).not.toBeInTheDocument();
  });
});

describe('/character-certificate-old/:id', () => {
  it('types a new old-format certificate and sends the typed details', async () => {
    const { user } = renderScreen(at('/character-certificate-old/new'));
    expect(await screen.findByText(CHARACTER_TEXTS.oldNew)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Full Name'), 'Gopal Karki');
    await user.type(screen.getByLabelText('Program'), 'Bachelor of Arts');
    await user.type(screen.getByLabelText('Studied From (BS year)'), '2056');
    await user.type(screen.getByLabelText('Studied To (BS year)'), '2059');
    await user.type(screen.getByLabelText('Purpose'), 'Visa');
    await user.click(screen.getByRole('button', { name: /save|add|submit/i }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]?.data).toMatchObject({
      studentName: 'Gopal Karki',
      programName: 'Bachelor of Arts',
      studyFromYear: 2056,
      studyToYear: 2059,
      purpose: 'Visa',
    });
    expect(posts()[0]?.data).not.toHaveProperty('studentId');
  });
});
