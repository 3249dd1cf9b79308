/**
 * The public pages' frame (header, content, footer) as a plain view of its data, so the lean
 * sign-in path draws the very same frame before the router and the session code have loaded.
 */
import type { ReactNode } from 'react';
import { Layout, Space, Typography } from 'antd';
import type { Campus, ClientConfig, Language } from '@hemis/shared-contracts';
// The file itself, not the kit's index: the lean sign-in path draws this frame.
import { LanguageSwitch } from '@hemis/shared-ui/src/i18n/LanguageSwitch';
import { shellTexts } from '../i18n/texts';
import { AppLink } from '../nav/AppLink';
import { BrandingView } from './BrandingView';

/** Anonymous header: the language switch, a home link to /home and a Login link to /login. */
export function AnonymousHeader({
  campus,
  onLanguageChange,
}: {
  campus: Campus | null;
  /** After a switch (a signed-in user's choice is kept on the server). */
  onLanguageChange?: (language: Language) => void;
}) {
  const t = shellTexts.useTexts();
  return (
    <Layout.Header
      style={{ display: 'flex', alignItems: 'center', gap: 24, borderBottom: '1px solid #e5e7eb' }}
    >
      <BrandingView campus={campus} />
      <div style={{ flex: 1 }} />
      <LanguageSwitch onChange={onLanguageChange} />
      <nav aria-label={t('Public menu')} style={{ display: 'flex', gap: 16 }}>
        <AppLink to="/home">{t('Home')}</AppLink>
        <AppLink to="/login">{t('Login')}</AppLink>
      </nav>
    </Layout.Header>
  );
}

/**
 * Public footer: About, Terms, Privacy; support phone and e-mail as links; developer credit.
 * `config` is null only on the lean sign-in path until /config.json has been read.
 */
export function PublicFooter({ config }: { config: ClientConfig | null }) {
  const t = shellTexts.useTexts();
  return (
    <Layout.Footer style={{ textAlign: 'center', background: 'transparent' }}>
      <Space wrap size="large" style={{ justifyContent: 'center' }}>
        <Typography.Text>{t('About')}</Typography.Text>
        <Typography.Text>{t('Terms')}</Typography.Text>
        <Typography.Text>{t('Privacy')}</Typography.Text>
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
            {t('Developed by')}{' '}
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
  /** After a language switch (a signed-in user's choice is kept on the server). */
  onLanguageChange?: (language: Language) => void;
  children: ReactNode;
}

/** Public pages (sign-in, sign-up, password reset, not found): their own card between these. */
export function PublicFrame({ config, campus, onLanguageChange, children }: PublicFrameProps) {
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <AnonymousHeader campus={campus} onLanguageChange={onLanguageChange} />
      <Layout.Content style={{ padding: 24 }} role="main">
        {children}
      </Layout.Content>
      <PublicFooter config={config} />
    </Layout>
  );
}
