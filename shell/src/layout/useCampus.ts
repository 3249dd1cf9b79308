import { useEffect, useState } from 'react';
import { API_PATHS, BRANDING_CAMPUS_ID, campusSchema, type Campus } from '@hemis/shared-contracts';
import { apiClient } from '@hemis/shared-auth';

export { defaultLogo, logoUrl } from './BrandingView';

let cached: Promise<Campus | null> | null = null;

/** GET /api/Campus/49 once per page load; a failure is only logged (spec section 8). */
export function fetchBrandingCampus(): Promise<Campus | null> {
  cached ??= apiClient
    .get<unknown>(API_PATHS.campus(BRANDING_CAMPUS_ID))
    .then((response) => campusSchema.parse(response.data))
    .catch((error: unknown) => {
      console.error('The campus record could not be read', error);
      cached = null;
      return null;
    });
  return cached;
}

/** For tests: forget the cached campus. */
export function resetBrandingCache(): void {
  cached = null;
}

export function useBrandingCampus(): Campus | null {
  const [campus, setCampus] = useState<Campus | null>(null);
  useEffect(() => {
    let active = true;
    void fetchBrandingCampus().then((value) => {
      if (active) setCampus(value);
    });
    return () => {
      active = false;
    };
  }, []);
  return campus;
}
