import { page, type CodeRoute } from '@hemis/shared-ui';

/** The character certificate screens (top-level paths of the spec). */
export const characterRoutes: readonly CodeRoute[] = [
  page('character-application', () => import('./CharacterApplication')),
  page('character-certificate/:id', () => import('./CertificateDetails')),
  page('character-certificate-old/:id', () => import('./OldCertificate')),
];
