import {
  CLIENT_CONFIG_PATH,
  DEFAULT_MAP_TILE_URL,
  REMOTE_MANIFEST_PATH,
  USER_MANUAL_PATH,
  clientConfigSchema,
  remoteManifestSchema,
  type ClientConfig,
  type RemoteManifest,
} from '@hemis/shared-contracts';
import { readStartupFile } from './startupFiles';

/** Used when `/config.json` cannot be read: the screens still work, contacts are left blank. */
export const FALLBACK_CONFIG: ClientConfig = {
  supportPhone: '',
  supportEmail: '',
  developerName: 'HEMIS',
  developerUrl: '/',
  userManualUrl: USER_MANUAL_PATH,
  mapTileUrl: DEFAULT_MAP_TILE_URL,
  legacySystemUrl: '/',
};

export async function loadClientConfig(): Promise<ClientConfig> {
  try {
    return clientConfigSchema.parse(await readStartupFile(CLIENT_CONFIG_PATH));
  } catch (error) {
    console.error('The client configuration could not be read', error);
    return FALLBACK_CONFIG;
  }
}

export async function loadRemoteManifest(): Promise<{ manifest: RemoteManifest; failed: boolean }> {
  try {
    return {
      manifest: remoteManifestSchema.parse(await readStartupFile(REMOTE_MANIFEST_PATH)),
      failed: false,
    };
  } catch (error) {
    console.error('The remote manifest could not be read', error);
    return { manifest: { remotes: [] }, failed: true };
  }
}
