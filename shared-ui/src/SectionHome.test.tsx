import '@hemis/shared-auth/src/testing-dom';
import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { MenuItem } from '@hemis/shared-auth';
import { SectionHome } from './SectionHome';
import { renderResourceScreen, testUser } from './resource/testing';

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
