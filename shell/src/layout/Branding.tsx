import { Link } from 'react-router-dom';
import { Typography } from 'antd';
import { defaultLogo, logoUrl, useBrandingCampus } from './useCampus';

/** Header branding: campus 49's logo (or the bundled one), name, local level and district. */
export function Branding() {
  const campus = useBrandingCampus();
  const place = [campus?.localLevel, campus?.district].filter(Boolean).join(', ');
  return (
    <Link
      to="/"
      style={{ display: 'flex', alignItems: 'center', gap: 12, minWidth: 0 }}
      aria-label="HEMIS home"
    >
      <img
        src={logoUrl(campus)}
        alt={campus ? `${campus.campusName} logo` : 'HEMIS logo'}
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
          {place || 'Higher Education Management Information System'}
        </Typography.Text>
      </span>
    </Link>
  );
}
