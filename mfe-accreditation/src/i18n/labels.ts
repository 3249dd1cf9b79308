import { CAMPUS_TYPE_LABELS } from '@hemis/shared-contracts';
import type { Translate } from '@hemis/shared-ui';

/** A campus type's label by any type text: none for one not known. */
const LABEL_OF: Readonly<Partial<Record<string, string>>> = CAMPUS_TYPE_LABELS;

/** A campus type ("community") by its label in the current language ("Community"). */
export function campusTypeLabel(type: string, t: Translate): string {
  const label = LABEL_OF[type];
  return label ? t(label) : type.charAt(0).toUpperCase() + type.slice(1);
}

/** A date in BS with its AD beside it: "2083-05-15 BS (2026-08-31)". */
export function bsAndAd(bs: string | null, ad: string, t: Translate): string {
  return t('{{bs}} BS ({{ad}})', { bs: bs ?? '', ad });
}
