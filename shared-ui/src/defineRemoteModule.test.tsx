import '@hemis/shared-auth/src/testing-dom';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { Provider } from 'react-redux';
import { SIDEBARS, createAppStore, signInSuccess } from '@hemis/shared-auth';
import { mockApi, sampleUser } from '@hemis/shared-auth/src/testing';
import { AppProviders } from './AppProviders';
import { RemoteUnavailable } from './RemoteUnavailable';
import { SectionHome } from './SectionHome';
import { UNDER_CONSTRUCTION_TITLE } from './UnderConstruction';
import { building, defineRemoteModule, sectionHome } from './defineRemoteModule';

describe('defineRemoteModule', () => {
  it('fills each section sidebar from the shared menu data', () => {
    const declared = defineRemoteModule({
      id: 'mfe_exams',
      title: 'Exams',
      sections: ['exam-management', 'pass-rate-management'],
      routes: [sectionHome('exam-management/home', 'exam-management', 'Exams')],
    });
    expect(declared.sidebar['exam-management']).toBe(SIDEBARS['exam-management']);
    expect(declared.sidebar['pass-rate-management']).toBe(SIDEBARS['pass-rate-management']);
  });

  it('refuses routes outside its sections, absolute paths and duplicates', () => {
    const base = { id: 'mfe_x', title: 'X', sections: ['exam-management'] };
    expect(() => defineRemoteModule({ ...base, routes: [building('other/page', 'P')] })).toThrow(
      'outside its sections',
    );
    expect(() =>
      defineRemoteModule({ ...base, routes: [building('/exam-management/a', 'A')] }),
    ).toThrow('must be relative');
    expect(() =>
      defineRemoteModule({
        ...base,
        routes: [building('exam-management/a', 'A'), building('exam-management/A', 'A')],
      }),
    ).toThrow('declared twice');
  });

  it('marks placeholder routes and names the screen', () => {
    const route = building('exam-management/results', 'Results');
    expect(route.building).toBe(true);
    render(<AppProviders styleMock="server">{route.element}</AppProviders>);
    expect(screen.getByText(UNDER_CONSTRUCTION_TITLE)).toBeInTheDocument();
    expect(screen.getByText(/Results is not available yet/)).toBeInTheDocument();
  });
});

describe('RemoteUnavailable', () => {
  it('shows the catalogue texts and retries', async () => {
    const retry = jest.fn();
    const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
    render(
      <AppProviders styleMock="server">
        <RemoteUnavailable onRetry={retry} moduleName="mfe_exams" />
      </AppProviders>,
    );
    expect(screen.getByText('Module unavailable')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });
});

describe('SectionHome', () => {
  it('shows the links the role sees as cards and the scoped counts', async () => {
    const api = mockApi((call) =>
      call.url === '/Dashboard/Counts'
        ? {
            status: 200,
            data: { universities: 1, campuses: 2, students: 1234, employees: 5, scope: 'campus' },
          }
        : { status: 404 },
    );
    const { store } = createAppStore();
    store.dispatch(
      signInSuccess(sampleUser({ role: 'UniAdmin', listUser: [{ roleName: 'UniAdmin' }] })),
    );
    render(
      <Provider store={store}>
        <AppProviders styleMock="server">
          <MemoryRouter>
            <SectionHome
              title="Student Management"
              items={SIDEBARS['student-management'] ?? []}
              counts={['students']}
            />
          </MemoryRouter>
        </AppProviders>
      </Provider>,
    );
    expect(await screen.findByText('1,234')).toBeInTheDocument();
    // UniAdmin: enrollment and upgrade hidden, identity cards and reports shown; no Home card.
    expect(screen.queryByRole('link', { name: 'Student Enrollment' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Identity Card' })).toHaveAttribute(
      'href',
      '/student-management/identity-card-home',
    );
    expect(screen.getByRole('link', { name: 'Students by District' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Home' })).toBeNull();
    await waitFor(() => expect(api.calls).toHaveLength(1));
    api.restore();
  });
});
