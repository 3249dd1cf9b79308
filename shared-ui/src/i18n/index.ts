/**
 * The kit's language support: the i18next instance (texts.ts) with the catalogues of the
 * packages below the remotes registered: the kit's own, the contracts' and shared-auth's.
 */
import { AUTH_NE } from '@hemis/shared-auth/src/i18n/ne';
import { CONTRACTS_NE } from '@hemis/shared-contracts/src/i18n/ne';
import { CONTRACTS_NAMESPACE, KIT_NAMESPACE, addTexts, packageTexts } from './texts';
import { KIT_NE } from './ne';

export * from './texts';

export const AUTH_NAMESPACE = 'auth';
addTexts(CONTRACTS_NAMESPACE, CONTRACTS_NE);
addTexts(AUTH_NAMESPACE, AUTH_NE);

/** The kit's own texts (its components call `kitTexts.useTexts()`). */
export const kitTexts = packageTexts(KIT_NAMESPACE, KIT_NE);
export * from './LanguageSwitch';
