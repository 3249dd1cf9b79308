/**
 * The public pages' frame (header, content, footer) as a plain view of its data, so the lean
 * sign-in path draws the very same frame before the router and the session code have loaded.
 */
import type { ReactNode } from 'react';
import { Layout, Space, Typography } from 'antd';
import type { Campus, ClientConfig } from '@hemis/shared-contracts';
import { AppLink } from '../nav/AppLink';
import { BrandingView } from './BrandingView';

/** Anonymous header: a home link to /home and a Login link to /login. */
export function AnonymousHeader({ campus }: { campus: Campus | null }) {
  return (
    <Layout.Header
      style={{ display: 'flex', alignItems: 'center', gap: 24, borderBottom: '1px solid #e5e7eb' }}
    >
      <BrandingView campus={campus} />
      <div style={{ flex: 1 }} />
      <nav aria-label="Public menu" style={{ display: 'flex', gap: 16 }}>
        <AppLink to="/home">Home</AppLink>
        <AppLink to="/login">Login</AppLink>
      </nav>
    </Layout.Header>
  );
}

/**
 * Public footer: About, Terms, Privacy; support phone and e-mail as links; developer credit.
 * `config` is null only on the lean sign-in path until /config.json has been read.
 */
export function PublicFooter({ config }: { config: ClientConfig | null }) {
  return (
    <Layout.Footer style={{ textAlign: 'center', background: 'transparent' }}>
      <Space wrap size="large" style={{ justifyContent: 'center' }}>
        <Typography.Text>About</Typography.Text>
        <Typography.Text>Terms</Typography.Text>
        <Typography.Text>Privacy</Typography.Text>
        {config?.supportPhone ? (
          <a href={`tel:${config.supportPhone.replace(/\s+/g, '')}`}>{config.supportPhone}</a>
        ) : null}
        {config?.supportEmail ? (
          <a href={`mailto:${config.supportEmail}`}>{config.supportEmail}</a>
        ) : null}
      </Space>
      {config ? (
        <div style={{ marginTop: 8 }}>
          <Typography.Text type="secondary">
            Developed by{' '}
            <a href={config.developerUrl} target="_blank" rel="noopener noreferrer">
              {config.developerName}
            </a>
          </Typography.Text>
        </div>
      ) : null}
    </Layout.Footer>
  );
}

export interface PublicFrameProps {
  config: ClientConfig | null;
  campus: Campus | null;
  children: ReactNode;
}

/** Public pages (sign-in, sign-up, password reset, not found): their own card between these. */
export function PublicFrame({ config, campus, children }: PublicFrameProps) {
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <AnonymousHeader campus={campus} />
      <Layout.Content style={{ padding: 24 }} role="main">
        {children}
      </Layout.Content>
      <PublicFooter config={config} />
    </Layout>
  );
}
