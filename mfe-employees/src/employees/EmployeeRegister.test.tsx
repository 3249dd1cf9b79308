import '@hemis/shared-auth/src/testing-dom';
import { act, screen, waitFor } from '@testing-library/react';
import { EMPLOYEE_MESSAGES } from '@hemis/shared-contracts';
import { REGISTER_DRAFT_INTERVAL_MS } from '@hemis/shared-ui';
import { expectStepChangeSave } from '@hemis/shared-ui/src/register/testing';
import { REGISTER_TEXTS } from './registerSteps';
import {
  button,
  choose,
  currentStep,
  draftReply,
  fillPersonal,
  listReply,
  mockRegisterApi,
  next,
  pathOf,
  renderResourceScreen,
  Routed,
  savedDraft,
  testUser,
} from './EmployeeRegister.testing';

const { mocked, draftPuts } = mockRegisterApi();

describe('employee-register', () => {
  it('validates each step before Next and saves the draft on a step change', async () => {
    const { user } = renderResourceScreen(Routed, { user: testUser() });
    expect(screen.getByRole('heading', { name: 'Employee Registration' })).toBeInTheDocument();
    await waitFor(() => expect(currentStep()).toBe('Personal'));
    await user.click(button(REGISTER_TEXTS.next));
    expect(await screen.findByText('First Name is required')).toBeInTheDocument();
    expect(screen.getByText('Gender is required')).toBeInTheDocument();
    expect(currentStep()).toBe('Personal');
    expect(draftPuts()).toHaveLength(0);
    await user.type(screen.getByLabelText('Phone'), '123');
    await user.click(button(REGISTER_TEXTS.next));
    expect(await screen.findByText(EMPLOYEE_MESSAGES.phoneDigits)).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Phone'));

    await fillPersonal(user);
    await next(user, 'Address');
    await expectStepChangeSave(draftPuts, 1, {
      firstName: 'Sita',
      lastName: 'Karki',
      gender: 'female',
      citizenshipNo: '12-34-56',
    });
  });

  it('offers the provinces for the temporary address as for the permanent one', async () => {
    mocked.answer = (call) => {
      const path = pathOf(call);
      if (call.method === 'GET' && path === '/draft/employee-register') {
        return draftReply('employee-register', 1, { firstName: 'Ram' });
      }
      return path === '/province' ? listReply([{ id: 3, name: 'Bagmati' }]) : undefined;
    };
    const { user } = renderResourceScreen(Routed, { user: testUser() });
    await waitFor(() => expect(currentStep()).toBe('Address'));
    const [, temporary] = screen.getAllByLabelText('Province');
    expect(temporary).toBeEnabled();
    await user.click(temporary as HTMLElement);
    await waitFor(() =>
      expect(
        [...document.querySelectorAll('.ant-select-item-option')].map((o) => o.textContent),
      ).toEqual(['Bagmati']),
    );
  });

  it('offers Staff Category only for non-teaching staff and the posts of the category', async () => {
    mocked.answer = savedDraft(2, {
      firstName: 'Ram',
      lastName: 'Thapa',
      gender: 'male',
    });
    const { user } = renderResourceScreen(Routed, { user: testUser() });
    await waitFor(() => expect(currentStep()).toBe('Employment'));
    // A campus user registers at their own campus: no workplace, university or campus inputs.
    await next(user, 'Employment');
    expect(screen.queryByLabelText('Campus')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Workplace')).not.toBeInTheDocument();
    // Staff Category is only for non-teaching staff; the posts follow the category.
    expect(screen.getByLabelText('Staff Category')).toBeDisabled();
    await choose(user, 'Staff Type', 'Non-Teaching');
    await waitFor(() => expect(screen.getByLabelText('Staff Category')).toBeEnabled());
    await user.click(button(REGISTER_TEXTS.next));
    expect(await screen.findByText(EMPLOYEE_MESSAGES.staffCategoryRequired)).toBeInTheDocument();
    await choose(user, 'Staff Category', 'Administrative');
    await waitFor(() => expect(screen.getByLabelText('Post')).toBeEnabled());
    await user.click(screen.getByLabelText('Post'));
    const offered = [...document.querySelectorAll('.ant-select-item-option')].map(
      (option) => option.textContent,
    );
    expect(offered).toContain('Accountant');
    expect(offered).not.toContain('Lecturer');
    expect(offered).not.toContain('Lab Assistant');
    await user.keyboard('{Escape}');
    await user.click(button(REGISTER_TEXTS.previous));
    await waitFor(() => expect(currentStep()).toBe('Address'));
    await waitFor(() => expect(draftPuts().at(-1)?.data).toMatchObject({ step: 1 }));
  });

  it('restores the draft with a notice and discards it', async () => {
    mocked.answer = savedDraft(
      2,
      {
        firstName: 'Ram',
        lastName: 'Thapa',
        employeeType: 'teaching',
      },
      (call) => (call.method === 'DELETE' ? { status: 204 } : undefined),
    );
    const { user } = renderResourceScreen(Routed, { user: testUser() });
    expect(await screen.findByText(REGISTER_TEXTS.draftRestored)).toBeInTheDocument();
    await waitFor(() => expect(currentStep()).toBe('Employment'));
    await user.click(button(REGISTER_TEXTS.previous));
    await user.click(button(REGISTER_TEXTS.previous));
    await waitFor(() => expect(currentStep()).toBe('Personal'));
    expect(screen.getByLabelText('First Name')).toHaveValue('Ram');
    await user.click(button(REGISTER_TEXTS.discardDraft));
    await waitFor(() =>
      expect(mocked.api.calls.some((call) => call.method === 'DELETE')).toBe(true),
    );
    await waitFor(() => expect(screen.getByLabelText('First Name')).toHaveValue(''));
    expect(screen.queryByText(REGISTER_TEXTS.draftRestored)).not.toBeInTheDocument();
  });

  it('saves a changed form as a draft every 20 s', async () => {
    jest.useFakeTimers();
    try {
      const { user } = renderResourceScreen(Routed, {
        user: testUser(),
        advanceTimers: jest.advanceTimersByTime,
      });
      await waitFor(() => expect(currentStep()).toBe('Personal'));
      act(() => {
        jest.advanceTimersByTime(REGISTER_DRAFT_INTERVAL_MS);
      });
      expect(draftPuts()).toHaveLength(0);
      await user.type(screen.getByLabelText('First Name'), 'Gita');
      act(() => {
        jest.advanceTimersByTime(REGISTER_DRAFT_INTERVAL_MS);
      });
      await waitFor(() => expect(draftPuts()).toHaveLength(1));
      expect(draftPuts()[0]?.data).toEqual({
        step: 0,
        values: expect.objectContaining({ firstName: 'Gita' }) as unknown,
      });
      // Nothing changed since: no second save.
      act(() => {
        jest.advanceTimersByTime(REGISTER_DRAFT_INTERVAL_MS);
      });
      expect(draftPuts()).toHaveLength(1);
    } finally {
      jest.useRealTimers();
    }
  });
});
