import type { ReactNode } from 'react';
import { Link, Outlet } from 'react-router-dom';
import { Layout, Space, Typography } from 'antd';
import { useShell } from '../ShellContext';
import { Branding } from './Branding';

/** Anonymous header: a home link to /home and a Login link to /login. */
export function AnonymousHeader() {
  return (
    <Layout.Header
      style={{ display: 'flex', alignItems: 'center', gap: 24, borderBottom: '1px solid #e5e7eb' }}
    >
      <Branding />
      <div style={{ flex: 1 }} />
      <nav aria-label="Public menu" style={{ display: 'flex', gap: 16 }}>
        <Link to="/home">Home</Link>
        <Link to="/login">Login</Link>
      </nav>
    </Layout.Header>
  );
}

/** Public footer: About, Terms, Privacy; support phone and e-mail as links; developer credit. */
export function PublicFooter() {
  const { config } = useShell();
  return (
    <Layout.Footer style={{ textAlign: 'center', background: 'transparent' }}>
      <Space wrap size="large" style={{ justifyContent: 'center' }}>
        <Typography.Text>About</Typography.Text>
        <Typography.Text>Terms</Typography.Text>
        <Typography.Text>Privacy</Typography.Text>
        {config.supportPhone ? (
          <a href={`tel:${config.supportPhone.replace(/\s+/g, '')}`}>{config.supportPhone}</a>
        ) : null}
        {config.supportEmail ? (
          <a href={`mailto:${config.supportEmail}`}>{config.supportEmail}</a>
        ) : null}
      </Space>
      <div style={{ marginTop: 8 }}>
        <Typography.Text type="secondary">
          Developed by{' '}
          <a href={config.developerUrl} target="_blank" rel="noopener noreferrer">
            {config.developerName}
          </a>
        </Typography.Text>
      </div>
    </Layout.Footer>
  );
}

/** Public pages (sign-in, sign-up, password reset, not found): their own card between these. */
export function PublicLayout({ children }: { children?: ReactNode }) {
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <AnonymousHeader />
      <Layout.Content style={{ padding: 24 }} role="main">
        {children ?? <Outlet />}
      </Layout.Content>
      <PublicFooter />
    </Layout>
  );
}
