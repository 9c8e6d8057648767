import { existsSync } from 'node:fs';

/** Debian's Chromium; browsers cannot be downloaded by npm tools on our machines. */
export function chromiumExecutable(): string {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  const found = candidates.find((c): c is string => Boolean(c) && existsSync(c as string));
  return found ?? '/usr/bin/chromium';
}

export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--disable-dev-shm-usage',
];
