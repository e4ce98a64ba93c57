/**
 * Colour mode as Docusaurus 3.9.1 exposes it: <html data-theme> is the effective
 * colour (light or dark), <html data-theme-choice> the reader's choice (system,
 * light or dark), localStorage `theme` the stored choice (absent for system), and
 * the toggle button's title names the current choice ("system mode", ...).
 */
import assert from 'node:assert/strict';
import {test} from 'node:test';
import type {Page} from 'playwright-core';
import {UI_TIMEOUT, open, useSite} from './support';

const site = useSite();

interface ColourState {
  theme: string | null;
  choice: string | null;
  stored: string | null;
  title: string | null;
}

const TOGGLE = '.navbar button[aria-label^="Switch between dark and light mode"]';

function state(page: Page): Promise<ColourState> {
  return page.evaluate((selector) => {
    const html = document.documentElement;
    return {
      theme: html.getAttribute('data-theme'),
      choice: html.getAttribute('data-theme-choice'),
      stored: window.localStorage.getItem('theme'),
      title: document.querySelector(selector)?.getAttribute('title') ?? null,
    };
  }, TOGGLE);
}

/** Waits until the page reaches the expected state, then compares (so a failure shows the last state). */
async function expectState(page: Page, expected: ColourState, message = 'colour mode state'): Promise<void> {
  await page
    .waitForFunction(
      ({selector, want}) => {
        const html = document.documentElement;
        return (
          html.getAttribute('data-theme') === want.theme &&
          html.getAttribute('data-theme-choice') === want.choice &&
          window.localStorage.getItem('theme') === want.stored &&
          document.querySelector(selector)?.getAttribute('title') === want.title
        );
      },
      {selector: TOGGLE, want: expected},
      {timeout: UI_TIMEOUT / 2},
    )
    .catch(() => undefined);
  assert.deepEqual(await state(page), expected, message);
}

const SYSTEM_LIGHT: ColourState = {theme: 'light', choice: 'system', stored: null, title: 'system mode'};
const SYSTEM_DARK: ColourState = {theme: 'dark', choice: 'system', stored: null, title: 'system mode'};
const LIGHT: ColourState = {theme: 'light', choice: 'light', stored: 'light', title: 'light mode'};
const DARK: ColourState = {theme: 'dark', choice: 'dark', stored: 'dark', title: 'dark mode'};

test('colour mode: light by default with a light OS and no stored choice', async (t) => {
  const {page} = await site.newPage(t, {colorScheme: 'light'});
  await open(page, site.url);
  await expectState(page, SYSTEM_LIGHT);
});

test('colour mode: with no stored choice the page follows the OS preference live', async (t) => {
  const {page} = await site.newPage(t, {colorScheme: 'dark'});
  await open(page, site.at('adr/adr-001/'));
  await expectState(page, SYSTEM_DARK, 'starts dark on a dark OS');
  await page.emulateMedia({colorScheme: 'light'});
  await expectState(page, SYSTEM_LIGHT, 'switches to light while open');
  await page.emulateMedia({colorScheme: 'dark'});
  await expectState(page, SYSTEM_DARK, 'and back to dark');
});

test('colour mode: the toggle cycles system -> light -> dark -> system', async (t) => {
  const {page} = await site.newPage(t, {colorScheme: 'dark'});
  await open(page, site.url);
  const toggle = page.locator(TOGGLE);
  await expectState(page, SYSTEM_DARK);
  await toggle.click();
  await expectState(page, LIGHT, 'system -> light');
  await toggle.click();
  await expectState(page, DARK, 'light -> dark');
  await toggle.click();
  await expectState(page, SYSTEM_DARK, 'dark -> system (follows the dark OS again, nothing stored)');

  // An explicit choice wins over the OS until the reader goes back to system.
  await toggle.click();
  await expectState(page, LIGHT);
  await page.emulateMedia({colorScheme: 'light'});
  await page.emulateMedia({colorScheme: 'dark'});
  await expectState(page, LIGHT, 'an explicit choice ignores OS changes');
});

test('colour mode: the choice persists across reloads and navigation', async (t) => {
  const {page} = await site.newPage(t, {colorScheme: 'light'});
  await open(page, site.url);
  await page.locator(TOGGLE).click();
  await page.locator(TOGGLE).click();
  await expectState(page, DARK);
  await page.reload();
  await expectState(page, DARK, 'after a reload');
  await open(page, site.at('rfc/'));
  await expectState(page, DARK, 'on another page');
});

test('colour mode: a change in another tab is followed', async (t) => {
  const {page, newTab} = await site.newPage(t, {colorScheme: 'light'});
  await open(page, site.url);
  const other = await newTab();
  await open(other, site.at('adr/'));
  await expectState(page, SYSTEM_LIGHT);

  await other.locator(TOGGLE).click();
  await other.locator(TOGGLE).click();
  await expectState(other, DARK);
  await expectState(page, DARK, 'the first tab follows the choice made in the second');

  await other.locator(TOGGLE).click();
  await expectState(other, SYSTEM_LIGHT);
  await expectState(page, SYSTEM_LIGHT, 'and follows the return to system');
});
