import { z } from 'zod';

/** `/config.json`: deployment settings the screens read at start (support contacts, links). */
export const clientConfigSchema = z.object({
  supportPhone: z.string(),
  supportEmail: z.string(),
  developerName: z.string(),
  developerUrl: z.string(),
  userManualUrl: z.string(),
  legacySystemUrl: z.string(),
});
export type ClientConfig = z.infer<typeof clientConfigSchema>;
