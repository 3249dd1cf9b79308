import { mockScreenApi, pathOf, renderScreen } from '../testing';
import type { ComponentType } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  OPEN_ENROLMENT_MESSAGES,
  type EnrolmentOffer,
  type OpenEnrolmentForm,
} from '@hemis/shared-contracts';
import OpenEnrolment, { ENROLMENT_TEXTS, applicationFormData } from './OpenEnrolment';

const offer: EnrolmentOffer = {
  id: 7,
  campusId: 49,
  campusName: 'Patan Multiple Campus',
  universityName: 'Tribhuvan University',
  programId: 3,
  programName: 'Bachelor of Business Studies',
  levelName: 'Bachelor',
  batchId: 12,
  batchName: '2083 Batch',
  closesOn: null,
  applicationFeePaisa: 50_000,
};
let form: OpenEnrolmentForm = { offers: [offer], ethnicGroups: [{ id: 1, name: 'Newar' }] };
mockScreenApi((call) =>
  pathOf(call) === '/openenrolment/form'
    ? { status: 200, data: form }
    : pathOf(call) === '/province'
      ? { status: 200, data: [] }
      : undefined,
);

const Page: ComponentType = function Routed() {
  return (
    <MemoryRouter initialEntries={['/open-enroll']}>
      <Routes>
        <Route path="/open-enroll" element={<OpenEnrolment />} />
      </Routes>
    </MemoryRouter>
  );
};

describe('/open-enroll', () => {
  it('offers the open programs with their fee, and asks for one before going on', async () => {
    form = { offers: [offer], ethnicGroups: [] };
    renderScreen(Page);
    expect(await screen.findByText(ENROLMENT_TEXTS.program, { selector: 'label' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(
      await screen.findByText(OPEN_ENROLMENT_MESSAGES.offerRequired, {
        selector: '.ant-form-item-explain-error',
      }),
    ).toBeVisible();
    fireEvent.mouseDown(screen.getByRole('combobox'));
    await userEvent.click(
      await screen.findByText(/Bachelor of Business Studies/, {
        selector: '.ant-select-item-option-content',
      }),
    );
    expect(await screen.findByText(ENROLMENT_TEXTS.feeNote('500.00'))).toBeVisible();
  });

  it('says so when no program is open', async () => {
    form = { offers: [], ethnicGroups: [] };
    renderScreen(Page);
    expect(await screen.findByText(OPEN_ENROLMENT_MESSAGES.noOffers)).toBeVisible();
  });

  it('sends the record without what the campus sets, one file per document type', () => {
    const see = new File(['%PDF-'], 'see.pdf', { type: 'application/pdf' });
    const body = applicationFormData(
      { firstName: 'Sita', programId: 3, batchId: 12, yearOrSemester: 1, status: 'active' },
      { offerId: 7, password: 'Secret@2083', confirmPassword: 'Secret@2083' },
      [{ key: 1, documentType: 'see', title: '', file: see }],
    );
    expect([...body.keys()].sort()).toEqual([
      'confirmPassword',
      'document.see',
      'firstName',
      'offerId',
      'password',
    ]);
    expect(body.get('document.see')).toBe(see);
  });
});
