import assert from 'node:assert/strict';
import {test} from 'node:test';
import {open, sitePath, useSite} from './support';

const site = useSite();

/** The six documentation sections (order of src/config/sections.ts) and the main page each card links to. */
const SECTION_CARDS: [label: string, path: string][] = [
  ['Docs', 'docs/changelog/'], // the docs section's main page is the change log
  ['ADRs', 'adr/'],
  ['RFCs', 'rfc/'],
  ['Memos', 'memos/'],
  ['Netflix', 'netflix/'],
  ['PRDs', 'prds/'],
];

test('home: hero shows the title, the tagline and a call to action that leads to the overview', async (t) => {
  const {page} = await site.newPage(t);
  await open(page, site.url);

  const hero = page.locator('header').filter({has: page.locator('h1')});
  assert.equal((await hero.locator('h1').innerText()).trim(), 'Prism');
  assert.match(await hero.innerText(), /High-Performance Data Access Gateway/);

  const cta = hero.locator('a.button--primary');
  assert.equal(await cta.count(), 1, 'one primary call-to-action button in the hero');
  assert.equal(await cta.getAttribute('href'), `${new URL(site.url).pathname}docs/intro/`);
  await cta.click();
  await page.waitForURL(site.at('docs/intro/'));
  assert.equal(sitePath(page), 'docs/intro/');
  assert.equal((await page.locator('article h1').innerText()).trim(), 'Overview');
});

test('home: one card per section, each counting more than zero documents', async (t) => {
  const {page} = await site.newPage(t);
  await open(page, site.url);

  const cards = page.locator('section[aria-labelledby="sections-heading"] li');
  assert.equal(await cards.count(), SECTION_CARDS.length, 'one card per section');
  for (const [index, [label, path]] of SECTION_CARDS.entries()) {
    const card = cards.nth(index);
    const text = await card.innerText();
    assert.ok(text.startsWith(label), `card ${index + 1} is "${label}", got "${text}"`);
    const count = /(\d+) documents?\b/.exec(text);
    assert.ok(count, `card "${label}" shows a document count: "${text}"`);
    assert.ok(Number(count[1]) > 0, `card "${label}" counts ${count[1]} documents`);
    assert.equal(await card.locator('a').getAttribute('href'), `${new URL(site.url).pathname}${path}`, `card "${label}" link`);
  }
});
