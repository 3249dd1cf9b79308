import { existsSync } from 'node:fs';

/** Debian's Chromium (or CHROMIUM_PATH). A missing browser is an error, never a skipped test. */
export function chromiumPath(): string {
  const path = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  if (!existsSync(path)) {
    throw new Error(
      `Chromium was not found at ${path}. The end-to-end tests need it: ` +
        '`apt-get install -y chromium`, or set CHROMIUM_PATH to a Chromium binary.',
    );
  }
  return path;
}

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
