import { type ReactNode } from 'react';
import { Link, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { Avatar, Dropdown, Layout, Menu, Typography } from 'antd';
import {
  PROFILE_MENU,
  REPORTS_MENU,
  isStudentPath,
  linksMenu,
  sidebarFor,
  signOutEverywhere,
  topMenuFor,
  useAppDispatch,
  useCurrentUser,
  useGatingPermissions,
  useRole,
  visibleItems,
  type MenuItem,
} from '@hemis/shared-auth';
import { userManualLink } from '@hemis/shared-contracts';
import { useShell } from '../ShellContext';
import { Branding } from './Branding';
import { groupKey, toAntItems } from './menus';

const navLinkStyle = (active: boolean) => ({
  padding: '6px 10px',
  borderRadius: 6,
  whiteSpace: 'nowrap' as const,
  fontWeight: active ? 600 : 400,
  background: active ? 'rgba(29, 79, 145, 0.08)' : undefined,
});

function isActive(link: string, pathname: string): boolean {
  if (link === '/') return pathname === '/' || pathname === '/home';
  const section = link.split('/')[1] ?? '';
  return pathname === link || (section !== '' && pathname.startsWith(`/${section}`));
}

/** A dropdown of the top menu (HEMIS Reports, Links): a text trigger and a popup of links. */
function TopDropdown({ entry }: { entry: MenuItem }) {
  return (
    <Dropdown menu={{ items: toAntItems(entry.items ?? []) }} trigger={['hover', 'click']}>
      <Typography.Link
        style={{ ...navLinkStyle(false), cursor: 'pointer' }}
        role="button"
        tabIndex={0}
      >
        <span>{entry.title}</span> <span aria-hidden="true">▾</span>
      </Typography.Link>
    </Dropdown>
  );
}

/** Main top menu + HEMIS Reports + Links, gated by the navigation data. */
export function TopMenu() {
  const role = useRole();
  const permissions = useGatingPermissions();
  const { config } = useShell();
  const { pathname } = useLocation();
  const student = role === 'Student';
  const main = topMenuFor(role, permissions);
  const dropdowns = student
    ? []
    : visibleItems(
        [
          REPORTS_MENU,
          linksMenu({
            userManualUrl: userManualLink(config.userManualUrl, role),
            legacySystemUrl: config.legacySystemUrl,
          }),
        ],
        role,
        permissions,
      );
  return (
    <nav
      aria-label="Main menu"
      style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}
    >
      {main.map((entry) => (
        <Link key={entry.link} to={entry.link} style={navLinkStyle(isActive(entry.link, pathname))}>
          {entry.title}
        </Link>
      ))}
      {dropdowns.map((entry) => (
        <TopDropdown key={entry.title} entry={entry} />
      ))}
    </nav>
  );
}

function ProfileMenu() {
  const user = useCurrentUser();
  const role = useRole();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const items = visibleItems(PROFILE_MENU, role).filter(
    (entry) => entry.action || role !== 'Student' || isStudentPath(entry.link),
  );
  const onClick = ({ key }: { key: string }) => {
    if (key === 'action:logout') {
      // Leave for / first: navigating after sign-out races RequireAuth's own redirect to /login.
      navigate('/');
      void dispatch(signOutEverywhere());
    }
  };
  const antItems = items.map((entry) =>
    entry.action
      ? { key: `action:${entry.action}`, label: entry.title }
      : { key: entry.link, label: <Link to={entry.link}>{entry.title}</Link> },
  );
  const name = user ? `${user.firstName} ${user.lastName}`.trim() || user.email : '';
  const initials = user
    ? `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase()
    : '';
  return (
    <Dropdown
      menu={{ items: antItems, onClick }}
      trigger={['click', 'hover']}
      placement="bottomRight"
    >
      <span
        style={{ display: 'flex', alignItems: 'center', gap: 8, cursor: 'pointer' }}
        aria-label="Profile menu"
      >
        <Avatar size="small">{initials}</Avatar>
        <span style={{ display: 'flex', flexDirection: 'column', lineHeight: 1.2 }}>
          <Typography.Text style={{ fontSize: 13 }}>{name}</Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 11 }}>
            {role || 'No role'}
          </Typography.Text>
        </span>
      </span>
    </Dropdown>
  );
}

/** The sidebar for the current first path segment. */
export function Sidebar() {
  const role = useRole();
  const permissions = useGatingPermissions();
  const { pathname } = useLocation();
  const items = visibleItems(sidebarFor(pathname), role, permissions).filter(
    (entry) => role !== 'Student' || entry.type === 'dropdown' || isStudentPath(entry.link),
  );
  const openKeys = items.filter((entry) => entry.type === 'dropdown').map(groupKey);
  return (
    <nav aria-label="Section menu">
      <Menu
        key={openKeys.join('|')}
        mode="inline"
        selectedKeys={[pathname]}
        defaultOpenKeys={openKeys}
        items={toAntItems(items)}
        style={{ borderInlineEnd: 'none' }}
      />
    </nav>
  );
}

/** The signed-in layout: header (branding, menus, profile), sidebar, content. */
export function AppLayout({ children }: { children?: ReactNode }) {
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header
        style={{
          display: 'flex',
          alignItems: 'center',
          gap: 24,
          height: 'auto',
          minHeight: 72,
          lineHeight: 'normal',
          paddingBlock: 8,
          borderBottom: '1px solid #e5e7eb',
          flexWrap: 'wrap',
        }}
      >
        <Branding />
        <div style={{ flex: 1, minWidth: 0 }}>
          <TopMenu />
        </div>
        <ProfileMenu />
      </Layout.Header>
      <Layout>
        <Layout.Sider width={248} theme="light" style={{ borderRight: '1px solid #e5e7eb' }}>
          <Sidebar />
        </Layout.Sider>
        <Layout.Content style={{ padding: 24, minWidth: 0 }} role="main">
          {children ?? <Outlet />}
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
