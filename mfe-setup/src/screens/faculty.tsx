import { DIALOG_CLOSE_DELAY_MS, facultyContract } from '@hemis/shared-contracts';
import { defineResource } from '@hemis/shared-ui';
// The module's Nepali, for this screen's declared texts (also when loaded alone).
import '../i18n/texts';

/** Faculty Management (spec sections 2, 3, 5, 8, 9): the update dialog closes 600 ms after saving. */
export default defineResource({
  contract: facultyContract,
  title: 'Faculty Management',
  closeDelayMs: DIALOG_CLOSE_DELAY_MS,
  // POST /Faculty is multipart (spec section 7).
  multipart: true,
});
