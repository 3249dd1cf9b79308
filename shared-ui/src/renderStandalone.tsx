import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { Alert, Button, Card, Form, Input, Layout, Menu, Result, Typography } from 'antd';
import type { MenuProps } from 'antd';
import { MESSAGES } from '@hemis/shared-contracts';
import {
  RequireAuth,
  SessionProvider,
  createAppStore,
  firstSegment,
  setApiBaseUrl,
  signIn,
  signOutEverywhere,
  startSessionExpiryWatch,
  useAppDispatch,
  useCurrentUser,
  useRole,
  visibleItems,
  type MenuItem,
} from '@hemis/shared-auth';
import { AppProviders } from './AppProviders';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { RemoteRoutes } from './RemoteRoutes';
import { sectionSidebar, type RemoteModule } from './defineRemoteModule';
import { kitTexts, type Translate } from './i18n';
import { shownMessage, useCallerTexts } from './i18n/format';

export interface StandaloneOptions {
  /** API base URL; `/api` (proxied by the dev server) when left out. */
  apiBaseUrl?: string;
  container?: HTMLElement | null;
}

function toMenuItems(
  items: readonly MenuItem[],
  shown: Translate,
): NonNullable<MenuProps['items']> {
  return items.map((entry) =>
    entry.type === 'dropdown'
      ? {
          key: `group:${entry.title}`,
          label: shown(entry.title),
          children: toMenuItems(entry.items ?? [], shown),
        }
      : { key: entry.link, label: shown(entry.title) },
  );
}

/** A minimal sign-in for running a module alone (the shell has the full screen). */
export function StandaloneSignIn({ moduleTitle }: { moduleTitle: string }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const t = kitTexts.useTexts();
  const shown = useCallerTexts();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const redirect = new URLSearchParams(location.search).get('redirect') ?? '/';
  const onFinish = async (values: { email: string; password: string }) => {
    setBusy(true);
    const result = await dispatch(signIn({ email: values.email, password: values.password }));
    setBusy(false);
    if (result.status === 'signedIn') navigate(redirect, { replace: true });
    else if (result.status === 'failed') setError(result.message);
    else setError(MESSAGES.signIn.unexpectedResponse);
  };
  return (
    <div style={{ display: 'flex', justifyContent: 'center', paddingTop: 80 }}>
      <Card
        title={t('HEMIS {{module}}: sign in', { module: shown(moduleTitle) })}
        style={{ width: 380 }}
      >
        {error ? (
          <Alert type="error" title={shownMessage(error)} style={{ marginBottom: 16 }} showIcon />
        ) : null}
        <Form layout="vertical" onFinish={onFinish}>
          <Form.Item
            label={t('Email')}
            name="email"
            rules={[{ required: true, message: t(MESSAGES.signIn.required) }]}
          >
            <Input autoComplete="username" />
          </Form.Item>
          <Form.Item
            label={t('Password')}
            name="password"
            rules={[{ required: true, message: t(MESSAGES.signIn.required) }]}
          >
            <Input.Password autoComplete="current-password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={busy} block>
            {t('Sign In')}
          </Button>
        </Form>
      </Card>
    </div>
  );
}

function StandaloneLayout({ module }: { module: RemoteModule }) {
  const location = useLocation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const user = useCurrentUser();
  const role = useRole();
  const t = kitTexts.useTexts();
  const shown = useCallerTexts();
  const section = module.sections.includes(firstSegment(location.pathname))
    ? firstSegment(location.pathname)
    : (module.sections[0] ?? '');
  const sidebar = visibleItems(sectionSidebar(module.navigation, section), role);
  const sectionMenu: MenuProps['items'] = module.navigation.sections
    .filter((entry) => entry.sidebar)
    .map((entry) => ({ key: entry.segment, label: entry.segment }));
  const home = module.routes[0]?.path ?? '';
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header style={{ display: 'flex', alignItems: 'center', gap: 16 }}>
        <Typography.Text strong>
          {t('HEMIS {{module}} (standalone)', { module: shown(module.title) })}
        </Typography.Text>
        <Menu
          mode="horizontal"
          selectedKeys={[section]}
          items={sectionMenu}
          onClick={({ key }) => navigate(`/${key}/home`)}
          style={{ flex: 1, minWidth: 0 }}
        />
        <Typography.Text type="secondary">{user?.email}</Typography.Text>
        <Button onClick={() => void dispatch(signOutEverywhere())}>{t('Logout')}</Button>
      </Layout.Header>
      <Layout>
        <Layout.Sider width={240}>
          <Menu
            mode="inline"
            selectedKeys={[location.pathname]}
            items={toMenuItems(sidebar, shown)}
            onClick={({ key }) => navigate(key)}
          />
        </Layout.Sider>
        <Layout.Content style={{ padding: 24 }}>
          <RemoteErrorBoundary resetKey={location.pathname} moduleName={module.id}>
            {location.pathname === '/' ? (
              <Navigate to={`/${home}`} replace />
            ) : (
              <RemoteRoutes
                module={module}
                notFound={
                  <Result
                    status="404"
                    title={t('Not found')}
                    subTitle={t('This module has no such page.')}
                  />
                }
              />
            )}
          </RemoteErrorBoundary>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}

/** The routes of a module run alone: a minimal sign-in, then the module inside a small layout. */
export function StandaloneApp({ module }: { module: RemoteModule }) {
  return (
    <Routes>
      <Route path="/login" element={<StandaloneSignIn moduleTitle={module.title} />} />
      <Route
        path="*"
        element={
          <RequireAuth>
            <StandaloneLayout module={module} />
          </RequireAuth>
        }
      />
    </Routes>
  );
}

/**
 * Runs a remote module alone against the API (for module teams and integrators): its own store,
 * the providers, a router, a minimal sign-in.
 */
export function renderStandalone(module: RemoteModule, options: StandaloneOptions = {}): void {
  if (options.apiBaseUrl) setApiBaseUrl(options.apiBaseUrl);
  const { store, persistor } = createAppStore();
  startSessionExpiryWatch(store);
  const container = options.container ?? document.getElementById('root');
  if (!container) throw new Error('renderStandalone: no #root element');
  createRoot(container).render(
    <StrictMode>
      <SessionProvider store={store} persistor={persistor}>
        <AppProviders>
          <BrowserRouter>
            <StandaloneApp module={module} />
          </BrowserRouter>
        </AppProviders>
      </SessionProvider>
    </StrictMode>,
  );
}
