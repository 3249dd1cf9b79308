import { Typography } from 'antd';
import type { Campus } from '@hemis/shared-contracts';
// The file itself, not the package index: this view also draws on the lean sign-in path.
import { uploadedFileUrl } from '@hemis/shared-contracts/src/paths';
import defaultLogo from '../assets/default-logo.svg';
import { shellTexts } from '../i18n/texts';
import { AppLink } from '../nav/AppLink';

export { defaultLogo };

export function logoUrl(campus: Campus | null): string {
  return uploadedFileUrl(campus?.logo) ?? defaultLogo;
}

/** Header branding: campus 49's logo (or the bundled one), name, local level and district. */
export function BrandingView({ campus }: { campus: Campus | null }) {
  const t = shellTexts.useTexts();
  const place = [campus?.localLevel, campus?.district].filter(Boolean).join(', ');
  return (
    // Named by what it shows (the logo's alt text, the campus's name and place): a link's name
    // holds its visible words (WCAG 2.5.3).
    <AppLink to="/" style={{ display: 'flex', alignItems: 'center', gap: 12, minWidth: 0 }}>
      <img
        src={logoUrl(campus)}
        alt={campus ? t('{{campus}} logo', { campus: campus.campusName }) : t('HEMIS logo')}
        width={48}
        height={48}
        style={{ objectFit: 'contain' }}
        onError={(event) => {
          if (event.currentTarget.src !== new URL(defaultLogo, window.location.href).href) {
            event.currentTarget.src = defaultLogo;
          }
        }}
      />
      <span style={{ display: 'flex', flexDirection: 'column', lineHeight: 1.3 }}>
        <Typography.Text strong style={{ fontSize: 16 }} data-testid="campus-name">
          {campus?.campusName ?? 'HEMIS'}
        </Typography.Text>
        <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="campus-place">
          {place || t('Higher Education Management Information System')}
        </Typography.Text>
      </span>
    </AppLink>
  );
}
