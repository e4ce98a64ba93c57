import {chromium, type Browser, type BrowserContext} from 'playwright-core';

/**
 * The system Chromium, started the way this project's machines allow: no
 * sandbox (root), no GPU, and no background connections to Google services
 * (the network is closed, so they would only fail and log).
 */
export const CHROMIUM_PATH = process.env.PRISM_CHROMIUM_PATH || process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

/**
 * The browser for a test file. Under `npm test` one Chromium serves every file
 * (scripts/test.ts starts it and passes its address in PRISM_BROWSER_WS), so a
 * file connects instead of starting its own; closing then only disconnects.
 * Run alone, a file starts its own Chromium.
 */
export function launchChromium(): Promise<Browser> {
  const shared = process.env.PRISM_BROWSER_WS;
  return shared ? chromium.connect(shared) : chromium.launch({executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS});
}

/** Hosts a page may reach: the served site only. Everything else is answered locally. */
export const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost']);

/** A 1x1 transparent SVG standing in for the CI badge when the network is closed. */
const BADGE_STUB = '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="20"><rect width="96" height="20" fill="#4c1"/></svg>';

/**
 * Every URL but the served site's own (http on a local host, any port) and data: URLs. A
 * pattern Playwright can match in the browser's driver: requests to the site
 * then go straight through, and only external ones wait for the test's handler.
 */
export const EXTERNAL_URL = new RegExp(`^(?!data:|https?://(${[...LOCAL_HOSTS].map((h) => h.replace(/\./g, '\\.')).join('|')})(:\\d+)?/)`);

/**
 * Blocks every request that leaves the machine: the badge image gets a stub SVG,
 * anything else is aborted. Returns the list of external URLs that were asked for.
 */
export async function isolateFromNetwork(context: BrowserContext): Promise<string[]> {
  const external: string[] = [];
  await context.route(EXTERNAL_URL, (route) => {
    const url = new URL(route.request().url());
    external.push(url.href);
    if (url.pathname.endsWith('/badge.svg')) {
      return route.fulfill({status: 200, contentType: 'image/svg+xml', body: BADGE_STUB});
    }
    return route.abort('blockedbyclient');
  });
  return external;
}
