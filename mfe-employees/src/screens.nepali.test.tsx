import './users/testing';
import { act, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { mockApiForEachTest } from '@hemis/shared-auth/src/testing';
import { changeLanguage } from '@hemis/shared-ui';
import {
  listReply,
  pathOf,
  renderResourceScreen,
  testUser,
} from '@hemis/shared-ui/src/resource/testing';
import { EMPLOYEES_NE } from './i18n/ne';
import { employeeListScreen } from './employees/lists';
import StaffAttendance from './employees/StaffAttendance';
import AddUserPage from './users/AddUserPage';
import ModulesPage from './users/ModulesPage';
import RolePermissionsPage from './users/RolePermissionsPage';
import { account, renderUserScreen } from './users/testing';

mockApiForEachTest((call) => {
  const path = pathOf(call);
  if (path === '/user/accounts') return listReply([account()]);
  if (path === '/module') {
    return {
      status: 200,
      data: [
        {
          code: 'student',
          title: 'Student',
          description: null,
          status: true,
          sortOrder: 5,
          updatedAt: '2026-11-20T10:00:00.000Z',
        },
      ],
    };
  }
  if (path === '/rolepermission') return { status: 200, data: [] };
  return listReply([]);
});

/** The package's own English texts still on the screen (none may be, in Nepali). */
function englishLeft(): string[] {
  return Object.keys(EMPLOYEES_NE).filter(
    (text) => !text.includes('{{') && screen.queryAllByText(text).length > 0,
  );
}

describe('the employees module in Nepali', () => {
  beforeEach(async () => {
    await act(() => changeLanguage('ne'));
  });

  it('add-user: its form, the accounts list and their buttons', async () => {
    renderUserScreen(<AddUserPage />);
    expect(await screen.findByRole('heading', { name: 'प्रयोगकर्ता थप्नुहोस्' })).toBeVisible();
    expect(screen.getByText('नयाँ खाता')).toBeInTheDocument();
    expect(screen.getByText('प्रयोगकर्ता सूची')).toBeInTheDocument();
    expect(await screen.findByText('Anita Gurung')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'अन्तिम साइन इन' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'पासवर्ड रिसेट गर्नुहोस्' })).toBeInTheDocument();
    expect(screen.getByLabelText('पहिलो नाम')).toBeInTheDocument();
    expect(screen.getByLabelText('भूमिका अनुसार छान्नुहोस्')).toBeInTheDocument();
    expect(screen.getByText('जम्मा 1')).toBeInTheDocument();
    expect(englishLeft()).toEqual([]);
  });

  it('the modules and the permissions screens', async () => {
    const modules = renderUserScreen(<ModulesPage />);
    expect(await screen.findByRole('heading', { name: 'मोड्युलहरू' })).toBeVisible();
    expect(await screen.findByText('मोड्युल सूची')).toBeInTheDocument();
    expect(await screen.findByText('क्याम्पसका मोड्युलहरू')).toBeInTheDocument();
    expect(screen.getByText('मोड्युलहरू हेर्न क्याम्पस छान्नुहोस्।')).toBeInTheDocument();
    expect(englishLeft()).toEqual([]);
    modules.unmount();

    renderUserScreen(<RolePermissionsPage />);
    expect(await screen.findByRole('heading', { name: 'अनुमति व्यवस्थापन' })).toBeVisible();
    expect(screen.getByText('भूमिका छान्नुहोस्')).toBeInTheDocument();
    expect(englishLeft()).toEqual([]);
  });

  it('an employee list links to the register, and the attendance register names its columns', async () => {
    const List = employeeListScreen('teaching-staff');
    const list = renderResourceScreen(
      () => (
        <MemoryRouter>
          <List />
        </MemoryRouter>
      ),
      { user: testUser() },
    );
    expect(await screen.findByRole('link', { name: 'कर्मचारी दर्ता गर्नुहोस्' })).toBeVisible();
    list.unmount();

    renderResourceScreen(StaffAttendance, { user: testUser() });
    expect(await screen.findByText('कर्मचारी हाजिरी')).toBeInTheDocument();
    expect(await screen.findByRole('columnheader', { name: 'कर्मचारी परिचय नं.' })).toBeVisible();
    expect(englishLeft()).toEqual([]);
  });
});
