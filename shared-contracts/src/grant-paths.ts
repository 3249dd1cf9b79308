// The grant releases' own routes beside the kit's /GrantRelease (paths.ts takes them without zod).
import { paramPath } from './path-params';

export const GRANT_PATHS = {
  instalments: paramPath('/GrantRelease/:id/Instalments'),
  instalment: paramPath('/GrantRelease/:id/Instalments/:instalmentId'),
} as const;
