import '@hemis/shared-auth/src/testing-dom';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { Provider } from 'react-redux';
import { createAppStore, signInSuccess } from '@hemis/shared-auth';
import { remoteNavigationSchema } from '@hemis/shared-contracts';
import studentsNavigation from '@hemis/mfe-students/src/navigation.json';
import { mockApi, sampleUser } from '@hemis/shared-auth/src/testing';
import { AppProviders } from './AppProviders';
import { RemoteUnavailable } from './RemoteUnavailable';
import { SectionHome } from './SectionHome';
import { UNDER_CONSTRUCTION_TITLE } from './UnderConstruction';
import {
  building,
  defineRemoteModule,
  page,
  sectionSidebar,
  titledElement,
  useScreenTitle,
} from './defineRemoteModule';
import { unservedScreens } from './testing-module';
import { STUDENTS_NE } from '@hemis/mfe-students/src/i18n/ne';
import { addTexts } from './i18n';

// The students module's navigation titles, with their Nepali as the module ships it.
addTexts('students', STUDENTS_NE);

const EXAMS_NAVIGATION = {
  sections: [
    {
      segment: 'exam-management',
      module: 'exam',
      home: { path: 'exam-management/home', title: 'Exams', counts: ['students'] },
      sidebar: [{ title: 'Results', link: '/exam-management/results', module: 'exam' }],
    },
    { segment: 'pass-rate-management', sidebarOf: 'exam-management' },
  ],
  screens: [{ path: 'exam-management/results', title: 'Results', building: true }],
};

describe('defineRemoteModule', () => {
  it('takes its sections from the navigation and adds its homes and "being built" screens', () => {
    const declared = defineRemoteModule({
      id: 'mfe_exams',
      title: 'Exams',
      navigation: EXAMS_NAVIGATION,
      routes: [building('exam-management/marks-entry', 'Marks Entry')],
    });
    expect(declared.sections).toEqual(['exam-management', 'pass-rate-management']);
    expect(declared.routes.map((route) => [route.path, route.building ?? false])).toEqual([
      ['exam-management/marks-entry', true],
      ['exam-management/home', false],
      ['exam-management', false],
      ['exam-management/results', true],
    ]);
    expect(declared.codeRoutes).toHaveLength(1);
    expect(sectionSidebar(declared.navigation, 'pass-rate-management')).toEqual([
      { title: 'Results', link: '/exam-management/results', hiddenFrom: [], module: 'exam' },
    ]);
  });

  it('refuses an invalid navigation and a code route the navigation declares', () => {
    expect(() =>
      defineRemoteModule({
        id: 'mfe_x',
        title: 'X',
        navigation: { sections: [{ segment: 'x', module: 'nope' }] },
        routes: [],
      }),
    ).toThrow('mfe_x: invalid navigation');
    expect(() =>
      defineRemoteModule({
        id: 'mfe_exams',
        title: 'Exams',
        navigation: EXAMS_NAVIGATION,
        routes: [building('exam-management/results', 'Results')],
      }),
    ).toThrow('declared twice');
  });

  it('refuses routes outside its sections, absolute paths and duplicates', () => {
    const base = {
      id: 'mfe_x',
      title: 'X',
      navigation: { sections: [{ segment: 'exam-management' }] },
    };
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

  it('carries the home widgets the navigation announces, loaded on first use', async () => {
    const base = { id: 'mfe_x', title: 'X', routes: [] };
    const sections = [{ segment: 'x' }];
    const Widgets = () => <p>The widgets</p>;
    const declared = defineRemoteModule({
      ...base,
      navigation: { sections, homeWidgets: true },
      homeWidgets: () => Promise.resolve({ default: Widgets }),
    });
    const Loaded = declared.homeWidgets;
    if (!Loaded) throw new Error('no home widgets');
    render(<Loaded />);
    expect(await screen.findByText('The widgets')).toBeInTheDocument();
    expect(defineRemoteModule({ ...base, navigation: { sections } }).homeWidgets).toBeUndefined();
    expect(() =>
      defineRemoteModule({ ...base, navigation: { sections, homeWidgets: true } }),
    ).toThrow('must come together');
    expect(() =>
      defineRemoteModule({
        ...base,
        navigation: { sections },
        homeWidgets: () => Promise.resolve({ default: Widgets }),
      }),
    ).toThrow('must come together');
  });

  it("titles each code screen from the navigation's screens, and refuses a screen with no title", () => {
    const base = { id: 'mfe_x', title: 'X' };
    const Marks = () => <p>{useScreenTitle()}</p>;
    const navigation = {
      sections: [{ segment: 'exam-management' }],
      screens: [{ path: 'exam-management/marks-entry', title: 'Marks Entry' }],
    };
    const declared = defineRemoteModule({
      ...base,
      navigation,
      routes: [page('exam-management/marks-entry', () => Promise.resolve({ default: Marks }))],
    });
    expect(declared.routes.map((route) => [route.path, route.title, route.building])).toEqual([
      ['exam-management/marks-entry', 'Marks Entry', undefined],
    ]);
    const [route] = declared.routes;
    if (!route) throw new Error('no route');
    render(
      <AppProviders styleMock="server">
        {titledElement({ ...route, element: <Marks /> })}
      </AppProviders>,
    );
    expect(screen.getByText('Marks Entry')).toBeInTheDocument();
    expect(() =>
      defineRemoteModule({
        ...base,
        navigation,
        routes: [page('exam-management/results', () => Promise.resolve({ default: Marks }))],
      }),
    ).toThrow('route "exam-management/results" has no title');
    // A title no code route serves is the module's own tests' finding, not a failure to load:
    // a module declared again around its first declaration shares its data.
    expect(unservedScreens(defineRemoteModule({ ...base, navigation, routes: [] }))).toEqual([
      'exam-management/marks-entry',
    ]);
    expect(unservedScreens(declared)).toEqual([]);
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
              items={sectionSidebar(
                remoteNavigationSchema.parse(studentsNavigation),
                'student-management',
              )}
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
