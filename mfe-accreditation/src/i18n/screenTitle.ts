import { translateMessage, useScreenTitle } from '@hemis/shared-ui';
import { accreditationTexts } from './texts';

/**
 * The screen's title (its navigation title) in the current language. The kit hands the title as
 * the navigation declares it; taken as a finished text, a title the kit already translated stays.
 */
export function useShownScreenTitle(): string {
  // Subscribes the screen to language changes.
  accreditationTexts.useTexts();
  return translateMessage(useScreenTitle());
}
