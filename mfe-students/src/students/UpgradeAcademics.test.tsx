import { choose, fieldRefusal, mockScreenApi, pathOf, renderScreen, uniAdmin } from '../testing';
import { screen, waitFor, within } from '@testing-library/react';
import { UPGRADE_MESSAGES, type UpgradeClass } from '@hemis/shared-contracts';
import { CLASS_PICKER_TEXTS } from './ClassPicker';
import UpgradeAcademics, { UPGRADE_TEXTS } from './UpgradeAcademics';
import { classPickerReply } from './class-testing';

const classOf = (params: Record<string, unknown>): UpgradeClass => {
  const semester = Number(params.programId) === 2;
  const period = Number(params.yearOrSemester);
  const periods = semester ? 8 : 4;
  return {
    programName: semester ? 'BSc CSIT' : 'Bachelor of Business Studies',
    programType: semester ? 'semester' : 'annual',
    periods,
    nextPeriod: period < periods ? period + 1 : null,
    students: [
      {
        id: 11,
        name: 'Asha Rai',
        registrationNo: '7-2-1',
        campusRollNo: '01',
        graduationEligible: false,
      },
      {
        id: 12,
        name: 'Bina Tamang',
        registrationNo: '7-2-2',
        campusRollNo: '02',
        graduationEligible: false,
      },
      {
        id: 13,
        name: 'Dev Yadav',
        registrationNo: null,
        campusRollNo: '03',
        graduationEligible: !semester,
      },
    ],
  };
};

const mocked = mockScreenApi((call) => {
  const picked = classPickerReply(call);
  if (picked) return picked;
  const path = pathOf(call);
  if (path === '/studentupgrade/class') {
    return { status: 200, data: classOf((call.params ?? {}) as Record<string, unknown>) };
  }
  if (path === '/studentupgrade' && call.method === 'POST') {
    const body = call.data as { studentIds: number[] };
    return {
      status: 200,
      data: {
        upgraded: body.studentIds.length,
        graduationEligible: 0,
        message: UPGRADE_MESSAGES.upgraded(body.studentIds.length, 0),
      },
    };
  }
  return undefined;
});

const optionTexts = () =>
  [
    ...document.querySelectorAll(
      '.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option',
    ),
  ].map((element) => element.textContent);

describe('upgrade academics', () => {
  it('upgrades the ticked students of a class to the next semester after a confirmation', async () => {
    const { user } = renderScreen(UpgradeAcademics);
    expect(screen.getByText(CLASS_PICKER_TEXTS.chooseClass)).toBeInTheDocument();
    await choose(user, CLASS_PICKER_TEXTS.program, 'BSc CSIT');
    await choose(user, CLASS_PICKER_TEXTS.batch, '2081 Batch');
    // A four-year semester program runs eight semesters.
    await user.click(screen.getByLabelText(CLASS_PICKER_TEXTS.yearOrSemester));
    await waitFor(() => expect(optionTexts()).toContain('Eighth Semester'));
    expect(optionTexts()).toHaveLength(8);
    await choose(user, CLASS_PICKER_TEXTS.yearOrSemester, 'Second Semester');

    expect(await screen.findByText('Asha Rai')).toBeInTheDocument();
    const classCall = mocked.api.calls.find((call) => pathOf(call) === '/studentupgrade/class');
    expect(classCall?.params).toEqual({ programId: 2, batchId: 7, yearOrSemester: 2 });
    expect(screen.getByText(/3 of 3 students ticked/)).toBeInTheDocument();
    await user.click(screen.getByLabelText('Upgrade Bina Tamang'));
    expect(screen.getByText(/2 of 3 students ticked/)).toBeInTheDocument();

    await user.click(
      screen.getByRole('button', { name: UPGRADE_TEXTS.upgradeTo('Third Semester') }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText(UPGRADE_TEXTS.confirmUpgrade(2, 'Third Semester')),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: UPGRADE_TEXTS.confirm }));

    await waitFor(() =>
      expect(mocked.api.calls.find((call) => call.method === 'POST')?.data).toEqual({
        programId: 2,
        batchId: 7,
        yearOrSemester: 2,
        studentIds: [11, 13],
      }),
    );
    expect((await screen.findAllByText(UPGRADE_MESSAGES.upgraded(2, 0))).length).toBeGreaterThan(0);
    await waitFor(() =>
      expect(
        mocked.api.calls.filter((call) => pathOf(call) === '/studentupgrade/class'),
      ).toHaveLength(2),
    );
  });

  it('shows why the server refused an upgrade', async () => {
    mocked.answer = (call) =>
      call.method === 'POST'
        ? fieldRefusal({ studentIds: UPGRADE_MESSAGES.notInClass })
        : undefined;
    const { user } = renderScreen(UpgradeAcademics);
    await choose(user, CLASS_PICKER_TEXTS.program, 'Bachelor of Business Studies');
    await choose(user, CLASS_PICKER_TEXTS.batch, '2081 Batch');
    await choose(user, CLASS_PICKER_TEXTS.yearOrSemester, 'First Year');
    await screen.findByText('Asha Rai');
    await user.click(screen.getByRole('button', { name: UPGRADE_TEXTS.upgradeTo('Second Year') }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', {
        name: UPGRADE_TEXTS.confirm,
      }),
    );
    expect(
      await screen.findByText(`${UPGRADE_MESSAGES.failure} ${UPGRADE_MESSAGES.notInClass}`),
    ).toBeInTheDocument();
  });

  it('offers graduation eligibility in the final year, and the years the program runs', async () => {
    const { user } = renderScreen(UpgradeAcademics);
    await choose(user, CLASS_PICKER_TEXTS.program, 'Bachelor of Business Studies');
    await choose(user, CLASS_PICKER_TEXTS.batch, '2081 Batch');
    await user.click(screen.getByLabelText(CLASS_PICKER_TEXTS.yearOrSemester));
    await waitFor(() =>
      expect(optionTexts()).toEqual(['First Year', 'Second Year', 'Third Year', 'Fourth Year']),
    );
    await choose(user, CLASS_PICKER_TEXTS.yearOrSemester, 'Fourth Year');
    expect(await screen.findByText(UPGRADE_TEXTS.eligible)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: UPGRADE_TEXTS.markEligible }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(UPGRADE_TEXTS.confirmEligible(3))).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: UPGRADE_TEXTS.cancel }));
    expect(mocked.api.calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('asks a university user for the campus, and shows no upgrade button without student:edit', async () => {
    const { user } = renderScreen(UpgradeAcademics, uniAdmin());
    await choose(user, CLASS_PICKER_TEXTS.program, 'Bachelor of Business Studies');
    await choose(user, CLASS_PICKER_TEXTS.batch, '2081 Batch');
    await choose(user, CLASS_PICKER_TEXTS.yearOrSemester, 'First Year');
    expect(screen.getByText(CLASS_PICKER_TEXTS.chooseClass)).toBeInTheDocument();
    await choose(user, 'Campus', 'Model Campus');
    expect(await screen.findByText('Asha Rai')).toBeInTheDocument();
    expect(
      mocked.api.calls.find((call) => pathOf(call) === '/studentupgrade/class')?.params,
    ).toEqual({ programId: 1, batchId: 7, yearOrSemester: 1, campusId: 49 });
    expect(
      screen.queryByRole('button', { name: UPGRADE_TEXTS.upgradeTo('Second Year') }),
    ).toBeNull();
  });
});
