import '@hemis/shared-auth/src/testing-dom';
import { screen, waitFor } from '@testing-library/react';
import { mockApi, type ApiReply, type MockedApi } from '@hemis/shared-auth/src/testing';
import { MemoryRouter } from 'react-router-dom';
import type { MenuItem } from '@hemis/shared-auth';
import { SectionHome } from './SectionHome';
import { renderResourceScreen, testUser } from './resource/testing';
import { STUDENTS_NE } from '@hemis/mfe-students/src/i18n/ne';
import { addTexts } from './i18n';

// The students module's navigation titles, with their Nepali as the module ships it.
addTexts('students', STUDENTS_NE);

const items: MenuItem[] = [
  { title: 'Home', link: '/student-management/home', hiddenFrom: [], module: 'student' },
  {
    title: 'Student List',
    link: '/student-management/student-list',
    hiddenFrom: [],
    module: 'student',
  },
  {
    title: 'Teaching Staff Summary',
    link: '/teaching-staff-summary',
    hiddenFrom: [],
    module: 'report',
  },
];

function Home() {
  return (
    <MemoryRouter>
      <SectionHome title="Student Management" items={items} />
    </MemoryRouter>
  );
}

const FIGURES_PATH = '/Infrastructure/Figures';
function FiguresHome() {
  return (
    <MemoryRouter>
      <SectionHome title="Infrastructure" items={items} figures={FIGURES_PATH} />
    </MemoryRouter>
  );
}

const cardTitles = () => screen.getAllByTestId('section-card').map((card) => card.textContent);

describe('SectionHome', () => {
  it('shows as cards the links of the modules the user may view', () => {
    renderResourceScreen(Home, {
      user: testUser({ role: 'CollegeUser', permissions: ['student:view'] }),
    });
    expect(cardTitles()).toEqual(['Student List']);
  });

  it('follows the role’s default permissions when the session carries none', () => {
    renderResourceScreen(Home, { user: testUser({ role: 'CollegeUser' }) });
    expect(cardTitles()).toEqual(['Student List', 'Teaching Staff Summary']);
  });
});

describe('SectionHome figures', () => {
  let api: MockedApi;
  let reply: ApiReply;
  beforeEach(() => {
    api = mockApi(() => reply);
  });
  afterEach(() => api.restore());
  const user = testUser({ role: 'CollegeAdmin', permissions: ['student:view'] });

  it('shows each figure of the home’s API path with its unit and precision', async () => {
    reply = {
      status: 200,
      data: {
        figures: [
          { key: 'landArea', label: 'Land Area', value: 11024.5, unit: 'm²', precision: 2 },
          { key: 'buildings', label: 'Buildings', value: 1234 },
        ],
      },
    };
    renderResourceScreen(FiguresHome, { user });
    const land = await screen.findByTestId('section-figure-landArea');
    expect(land).toHaveTextContent('Land Area');
    expect(land).toHaveTextContent('11,024.50');
    expect(land).toHaveTextContent('m²');
    expect(screen.getByTestId('section-figure-buildings')).toHaveTextContent('1,234');
    expect(api.calls).toEqual([expect.objectContaining({ method: 'GET', url: FIGURES_PATH })]);
    expect(cardTitles()).toEqual(['Student List']);
  });

  it.each<[string, ApiReply]>([
    ['fails', { status: 500, data: { message: 'down' } }],
    ['answers something else', { status: 200, data: { figures: [{ key: 'x' }] } }],
  ])('shows no figures (and logs) when the call %s; the cards stay', async (_case, answer) => {
    reply = answer;
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderResourceScreen(FiguresHome, { user });
    await waitFor(() => expect(logged).toHaveBeenCalled());
    expect(screen.queryByTestId(/^section-figure-/)).not.toBeInTheDocument();
    expect(cardTitles()).toEqual(['Student List']);
    logged.mockRestore();
  });

  it('makes no call for a home without figures', () => {
    renderResourceScreen(Home, { user });
    expect(api.calls).toEqual([]);
  });
});
