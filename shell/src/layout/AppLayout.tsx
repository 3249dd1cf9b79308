import { useState, type CSSProperties, type ReactNode } from 'react';
import { Link, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { Avatar, Button, Checkbox, Drawer, Dropdown, Layout, Menu, Typography } from 'antd';
import {
  PROFILE_MENU,
  REPORTS_MENU,
  isStudentPath,
  linksMenu,
  signOutEverywhere,
  topMenuFor,
  useAppDispatch,
  useCurrentUser,
  useGatingPermissions,
  useRole,
  visibleItems,
  type MenuItem,
} from '@hemis/shared-auth';
import { userManualLink, type Language } from '@hemis/shared-contracts';
import { BRAND_PRIMARY, isNarrow, useScreenWidth } from '@hemis/shared-ui/src/entries/shell';
import { LanguageSwitch } from '@hemis/shared-ui/src/i18n/LanguageSwitch';
import { changeDigits, useDigits, useTexts } from '@hemis/shared-ui/src/i18n/texts';
import { shellTexts } from '../i18n/texts';
import { usePreferenceSaver } from '../preferences';
import { useShell } from '../ShellContext';
import { Branding } from './Branding';
import { OfflineBanner, OutboxStatus } from './OutboxStatus';
import { groupKey, toAntItems, useCataloguesAdded } from './menus';

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
  // Menu titles are shared-auth's and the remotes' texts: every namespace.
  const tAll = useTexts();
  return (
    <Dropdown menu={{ items: toAntItems(entry.items ?? [], tAll) }} trigger={['hover', 'click']}>
      {/* A button, so Enter or Space opens it (a link without an address ignores them). */}
      <Button type="link" aria-haspopup="menu" style={{ ...navLinkStyle(false), height: 'auto' }}>
        <span>{tAll(entry.title)}</span> <span aria-hidden="true">▾</span>
      </Button>
    </Dropdown>
  );
}

/** The entries of the top menu and its dropdowns (HEMIS Reports, Links) this user sees. */
function useTopMenu(): { main: MenuItem[]; dropdowns: MenuItem[] } {
  const role = useRole();
  const permissions = useGatingPermissions();
  const { config } = useShell();
  const main = topMenuFor(role, permissions);
  const dropdowns =
    role === 'Student'
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
  return { main, dropdowns };
}

/** Main top menu + HEMIS Reports + Links, gated by the navigation data. */
export function TopMenu() {
  const { pathname } = useLocation();
  const { main, dropdowns } = useTopMenu();
  const t = shellTexts.useTexts();
  const tAll = useTexts();
  return (
    <nav
      aria-label={t('Main menu')}
      style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}
    >
      {main.map((entry) => (
        <Link key={entry.link} to={entry.link} style={navLinkStyle(isActive(entry.link, pathname))}>
          {tAll(entry.title)}
        </Link>
      ))}
      {dropdowns.map((entry) => (
        <TopDropdown key={entry.title} entry={entry} />
      ))}
    </nav>
  );
}

/** The top menu on a narrow screen: one column, the dropdowns as groups that open in place. */
function DrawerTopMenu() {
  const { pathname } = useLocation();
  const { main, dropdowns } = useTopMenu();
  const active = main.find((entry) => isActive(entry.link, pathname));
  const t = shellTexts.useTexts();
  const tAll = useTexts();
  return (
    <nav aria-label={t('Main menu')}>
      <Menu
        mode="inline"
        selectedKeys={active ? [active.link] : []}
        items={toAntItems([...main, ...dropdowns], tAll)}
        style={{ borderInlineEnd: 'none' }}
      />
    </nav>
  );
}

/** The setting beside the language switch: numbers in ०-९ (either language). */
export const DIGITS_SETTING = 'Devanagari digits';
const DIGITS_KEY = 'setting:digits';

/** The profile menu's trigger: a plain button that looks like the avatar and name it holds. */
const PROFILE_TRIGGER_STYLE: CSSProperties = {
  display: 'flex',
  alignItems: 'center',
  gap: 8,
  cursor: 'pointer',
  padding: 0,
  border: 0,
  background: 'none',
  font: 'inherit',
  color: 'inherit',
  textAlign: 'left',
};

function ProfileMenu({ compact = false }: { compact?: boolean }) {
  const user = useCurrentUser();
  const role = useRole();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const t = shellTexts.useTexts();
  const tAll = useTexts();
  const digits = useDigits();
  const save = usePreferenceSaver();
  const items = visibleItems(PROFILE_MENU, role).filter(
    (entry) => entry.action || role !== 'Student' || isStudentPath(entry.link),
  );
  const onClick = ({ key }: { key: string }) => {
    if (key === DIGITS_KEY) {
      const next = digits === 'devanagari' ? 'latin' : 'devanagari';
      changeDigits(next);
      save.digits(next);
      return;
    }
    if (key === 'action:logout') {
      // Leave for / first: navigating after sign-out races RequireAuth's own redirect to /login.
      navigate('/');
      void dispatch(signOutEverywhere());
    }
  };
  const links = items.filter((entry) => !entry.action);
  const actions = items.filter((entry) => entry.action);
  const antItems = [
    ...links.map((entry) => ({
      key: entry.link,
      label: <Link to={entry.link}>{tAll(entry.title)}</Link>,
    })),
    {
      key: DIGITS_KEY,
      // The menu item toggles it; the box only shows the state (and tells a screen reader).
      label: (
        <Checkbox checked={digits === 'devanagari'} tabIndex={-1} style={{ pointerEvents: 'none' }}>
          {t(DIGITS_SETTING)}
        </Checkbox>
      ),
    },
    ...actions.map((entry) => ({ key: `action:${entry.action}`, label: tAll(entry.title) })),
  ];
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
      {/* A button, so the keyboard reaches and opens it (Enter or Space; Tab then enters the menu). */}
      <button
        type="button"
        style={PROFILE_TRIGGER_STYLE}
        aria-label={t('Profile menu')}
        aria-haspopup="menu"
      >
        {/* White on the brand colour (8.6:1): antd's grey makes the initials hard to read. */}
        <Avatar size="small" style={{ backgroundColor: BRAND_PRIMARY }}>
          {initials}
        </Avatar>
        {compact ? null : (
          <span style={{ display: 'flex', flexDirection: 'column', lineHeight: 1.2 }}>
            <Typography.Text style={{ fontSize: 13 }}>{name}</Typography.Text>
            <Typography.Text type="secondary" style={{ fontSize: 11 }}>
              {role || t('No role')}
            </Typography.Text>
          </span>
        )}
      </button>
    </Dropdown>
  );
}

/** The sidebar for the current first path segment, from the remotes' navigation in the manifest. */
export function Sidebar() {
  const role = useRole();
  const permissions = useGatingPermissions();
  const { pathname } = useLocation();
  const { registry } = useShell();
  const items = visibleItems(registry.navigation.sidebarFor(pathname, role), role, permissions);
  const openKeys = items.filter((entry) => entry.type === 'dropdown').map(groupKey);
  const t = shellTexts.useTexts();
  const tAll = useTexts();
  useCataloguesAdded();
  return (
    <nav aria-label={t('Section menu')}>
      <Menu
        key={openKeys.join('|')}
        mode="inline"
        selectedKeys={[pathname]}
        defaultOpenKeys={openKeys}
        items={toAntItems(items, tAll)}
        style={{ borderInlineEnd: 'none' }}
      />
    </nav>
  );
}

export const MENU_BUTTON_LABEL = 'Open menu';

/**
 * The menus of a phone or tablet: a button in the header opens a drawer with the top menu, its
 * dropdowns and the section's sidebar; choosing a page closes it.
 */
function MenuDrawer({ onLanguageChange }: { onLanguageChange: (language: Language) => void }) {
  const { pathname } = useLocation();
  const t = shellTexts.useTexts();
  // Open on the page it was opened on: going to another page closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = (next: boolean) => setOpenOn(next ? pathname : null);
  return (
    <>
      <Button
        type="text"
        aria-label={t(MENU_BUTTON_LABEL)}
        aria-expanded={open}
        onClick={() => setOpen(true)}
        style={{ fontSize: 20, flex: 'none' }}
      >
        <span aria-hidden="true">☰</span>
      </Button>
      <Drawer
        open={open}
        onClose={() => setOpen(false)}
        placement="left"
        title={t('Menu')}
        size="min(320px, 85vw)"
        styles={{ body: { padding: 0 } }}
      >
        <div style={{ padding: '12px 16px' }}>
          <LanguageSwitch onChange={onLanguageChange} />
        </div>
        <DrawerTopMenu />
        <div style={{ borderTop: '1px solid #e5e7eb' }}>
          <Sidebar />
        </div>
      </Drawer>
    </>
  );
}

/**
 * The signed-in layout: header (branding, menus, profile), sidebar, content. On phones and
 * tablets the menus and the sidebar move into a drawer, so the content keeps the screen's width.
 */
export function AppLayout({ children }: { children?: ReactNode }) {
  const narrow = isNarrow(useScreenWidth());
  // The page the content shows: a route change commits with its screen (the router renders it
  // in a transition), so a test can tell when the new page is drawn.
  const { pathname } = useLocation();
  const save = usePreferenceSaver();
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header
        style={{
          display: 'flex',
          alignItems: 'center',
          gap: narrow ? 8 : 24,
          height: 'auto',
          minHeight: narrow ? 56 : 72,
          lineHeight: 'normal',
          paddingBlock: 8,
          paddingInline: narrow ? 8 : undefined,
          borderBottom: '1px solid #e5e7eb',
          flexWrap: narrow ? 'nowrap' : 'wrap',
        }}
      >
        {narrow ? <MenuDrawer onLanguageChange={save.language} /> : null}
        <div style={{ flex: narrow ? 1 : 'none', minWidth: 0, overflow: 'hidden' }}>
          <Branding />
        </div>
        {narrow ? null : (
          <div style={{ flex: 1, minWidth: 0 }}>
            <TopMenu />
          </div>
        )}
        {narrow ? null : <LanguageSwitch onChange={save.language} />}
        <OutboxStatus />
        <ProfileMenu compact={narrow} />
      </Layout.Header>
      <Layout>
        {narrow ? null : (
          <Layout.Sider width={248} theme="light" style={{ borderRight: '1px solid #e5e7eb' }}>
            <Sidebar />
          </Layout.Sider>
        )}
        <Layout.Content
          style={{ padding: narrow ? 12 : 24, minWidth: 0 }}
          role="main"
          data-path={pathname}
        >
          <OfflineBanner />
          {children ?? <Outlet />}
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
