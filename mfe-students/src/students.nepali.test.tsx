import { listReply, mockScreenApi, pathOf, renderScreen } from './testing';
import type { ComponentType, ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { act, screen } from '@testing-library/react';
import { changeLanguage } from '@hemis/shared-ui';
import IdentityCardHome, { CARD_HOME_TEXTS } from './cards/IdentityCardHome';
import StudentImport, { IMPORT_TEXTS } from './imports/StudentImport';
import StudentVerification, { VERIFICATION_TEXTS } from './students/StudentVerification';
import UpgradeAcademics, { UPGRADE_TEXTS } from './students/UpgradeAcademics';
import { CLASS_PICKER_TEXTS } from './students/ClassPicker';
import { classPickerReply } from './students/class-testing';
import EsewaPay from './payments/EsewaPay';
import { PAYMENT_TEXTS } from './payments/texts';
import DropoutList from './dropouts/dropoutList';
import { DROPOUT_TEXTS } from './dropouts/texts';
import { STUDENTS_NE } from './i18n/ne';

/** The students module's main screens in Nepali: their own texts, none of them left in English. */

const student = {
  id: 7,
  firstName: 'Sita',
  lastName: 'Tamang',
  gender: 'female',
  dateOfBirth: '2004-07-16',
  registrationNo: '7-2-49-100-2022',
  campusId: 49,
  programId: 4,
  status: 'active',
  verificationStatus: 'pending',
  labels: { programId: 'BSc CSIT', campusId: 'Model Campus' },
};

mockScreenApi((call) => {
  const picked = classPickerReply(call);
  if (picked) return picked;
  const path = pathOf(call);
  if (path === '/student/7') return { status: 200, data: student };
  if (path === '/student/7/documents') return { status: 200, data: [] };
  if (path === '/student') return listReply([], 42);
  if (path === '/esewa/payment/hemis-1/form') return { status: 404, data: {} };
  if (path === '/dropout') {
    return listReply([
      { id: 3, campusId: 49, studentId: 7, studentName: 'Sita Tamang', reason: 'financial' },
    ]);
  }
  return listReply([]);
});

const routed =
  (element: ReactElement, at = '/', path = '/'): ComponentType =>
  () => (
    <MemoryRouter initialEntries={[at]}>
      <Routes>
        <Route path={path} element={element} />
      </Routes>
    </MemoryRouter>
  );

const ne = (text: string): string => {
  const nepali = STUDENTS_NE[text];
  if (!nepali) throw new Error(`No Nepali for "${text}"`);
  return nepali;
};

async function inNepali() {
  await act(() => changeLanguage('ne'));
}

describe('the students module in Nepali', () => {
  it('identity cards: the explanation, the counts and the links', async () => {
    await inNepali();
    renderScreen(routed(<IdentityCardHome />));
    expect(screen.getByText(ne(CARD_HOME_TEXTS.title))).toBeInTheDocument();
    expect(screen.getByText(/प्रमाणित भएका प्रत्येक सक्रिय विद्यार्थीले/)).toBeInTheDocument();
    expect(screen.getByText(/१ वर्षसम्म|1 वर्षसम्म/)).toBeInTheDocument();
    expect(await screen.findByText('42')).toBeInTheDocument();
    expect(screen.getByText(ne(CARD_HOME_TEXTS.eligible))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: ne(CARD_HOME_TEXTS.manyLink) })).toBeInTheDocument();
    expect(screen.queryByText(/Every verified, active student/)).toBeNull();
    expect(screen.queryByText(CARD_HOME_TEXTS.oneTitle)).toBeNull();
  });

  it('student verification: the record, its labels and the decisions', async () => {
    await inNepali();
    renderScreen(
      routed(
        <StudentVerification />,
        '/student-management/student-verification/7',
        '/student-management/student-verification/:id',
      ),
    );
    expect(await screen.findByText('Sita Tamang')).toBeInTheDocument();
    expect(screen.getByText(ne('Student Verification'))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: ne(VERIFICATION_TEXTS.verify) })).toBeEnabled();
    expect(screen.getByRole('button', { name: ne(VERIFICATION_TEXTS.reject) })).toBeEnabled();
    expect(screen.queryByText('Student Verification')).toBeNull();
    expect(screen.queryByRole('button', { name: VERIFICATION_TEXTS.verify })).toBeNull();
  });

  it('student import: the steps of an import', async () => {
    await inNepali();
    renderScreen(routed(<StudentImport />));
    expect(screen.getByText(ne(IMPORT_TEXTS.title))).toBeInTheDocument();
    expect(screen.getByText(/ढाँचा डाउनलोड गर्नुहोस्, प्रत्येक विद्यार्थीका लागि/)).toBeVisible();
    expect(screen.getByRole('button', { name: ne(IMPORT_TEXTS.template) })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: ne(IMPORT_TEXTS.check) })).toBeDisabled();
    expect(screen.queryByText(IMPORT_TEXTS.title)).toBeNull();
    expect(screen.queryByRole('button', { name: IMPORT_TEXTS.chooseFile })).toBeNull();
  });

  it('upgrade: the class picker and what to choose', async () => {
    await inNepali();
    renderScreen(routed(<UpgradeAcademics />));
    expect(screen.getByText(ne(UPGRADE_TEXTS.title))).toBeInTheDocument();
    expect(screen.getByText(ne(CLASS_PICKER_TEXTS.chooseClass))).toBeInTheDocument();
    expect(screen.queryByText(CLASS_PICKER_TEXTS.chooseClass)).toBeNull();
  });

  it('online payment: the eSewa page says the payment cannot be made', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await inNepali();
    renderScreen(routed(<EsewaPay />, '/esewa?payment=HEMIS-1', '/esewa'));
    expect(screen.getByText(ne(PAYMENT_TEXTS.payTitle))).toBeInTheDocument();
    expect(
      await screen.findByText(
        ne('This payment cannot be made: it was not found or is no longer waiting.'),
      ),
    ).toBeInTheDocument();
  });

  it('dropouts: the list the kit shows, titled, described and linked in Nepali', async () => {
    await inNepali();
    renderScreen(routed(<DropoutList />));
    expect(await screen.findByText('Sita Tamang')).toBeInTheDocument();
    expect(screen.getAllByText(ne(DROPOUT_TEXTS.listTitle)).length).toBeGreaterThan(0);
    expect(screen.getByText(ne(DROPOUT_TEXTS.listDescription))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: ne(DROPOUT_TEXTS.letters) })).toHaveAttribute(
      'href',
      '/dropout-management/recommendation-letter/7',
    );
    expect(screen.queryByText(DROPOUT_TEXTS.listDescription)).toBeNull();
    expect(screen.queryByRole('link', { name: DROPOUT_TEXTS.letters })).toBeNull();
  });
});
