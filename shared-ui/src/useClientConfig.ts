import { useEffect, useState } from 'react';
import { CLIENT_CONFIG_PATH, clientConfigSchema, type ClientConfig } from '@hemis/shared-contracts';

let loading: Promise<ClientConfig | null> | null = null;

/** `/config.json`, read once per page (null when it cannot be read). */
function loadClientConfig(): Promise<ClientConfig | null> {
  loading ??= Promise.resolve()
    .then(() => fetch(CLIENT_CONFIG_PATH, { headers: { Accept: 'application/json' } }))
    .then(async (response) => {
      if (!response.ok) throw new Error(`${CLIENT_CONFIG_PATH}: HTTP ${response.status}`);
      return clientConfigSchema.parse(await response.json());
    })
    .catch((error: unknown) => {
      console.error('Reading the deployment settings failed', error);
      loading = null;
      return null;
    });
  return loading;
}

/** Tests: forget the settings read so far. */
export function resetClientConfig(): void {
  loading = null;
}

/**
 * The deployment's settings (`/config.json`) for a remote's screen: undefined while they load,
 * null when they cannot be read (the screen then uses its defaults).
 */
export function useClientConfig(): ClientConfig | null | undefined {
  const [config, setConfig] = useState<ClientConfig | null | undefined>(undefined);
  useEffect(() => {
    let current = true;
    void loadClientConfig().then((value) => {
      if (current) setConfig(value);
    });
    return () => {
      current = false;
    };
  }, []);
  return config;
}
