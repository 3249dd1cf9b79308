import { BrandingView } from './BrandingView';
import { useBrandingCampus } from './useCampus';

/** Header branding of the signed-in layout: campus 49 as fetched once per page. */
export function Branding() {
  return <BrandingView campus={useBrandingCampus()} />;
}
