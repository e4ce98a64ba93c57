/**
 * What the site's search adds to the theme's documents at build time
 * (src/plugins/search/pageExtras, siteFields): the names a page's code
 * declares, its sections about what was not chosen, each document's status
 * and successor.
 */
import assert from 'node:assert/strict';
import {test} from 'node:test';
import {load} from 'cheerio';
import type {Props} from '@docusaurus/types';
import {pageExtras} from '../../src/plugins/search/pageExtras';
import {KEYWORDS, TITLES, type SearchDocument} from '../../src/plugins/search/searchDocuments';
import {recordFields, withSiteFields} from '../../src/plugins/search/siteFields';

const heading = (level: number, title: string, id: string) =>
  `<h${level}>${title}<a class="hash-link" href="#${id}">\u200b</a></h${level}>`;

const PAGE = `<article>
  ${heading(2, 'Decision', 'decision')}<p>We use the store.</p>
  <pre><code>message PublishRequest { string topic = 1; }
service Publisher { rpc Publish(PublishRequest) returns (Ack); }
func (s *Server) HandleSecret(ctx context.Context) error { return nil }
type SecretStore interface {}
fn derive_key() {}
x = 1  // a name without a declaration</code></pre>
  ${heading(2, 'Alternatives Considered', 'alternatives-considered')}<p>Vault.</p>
  ${heading(3, 'Vault', 'vault')}<p>Another server.</p>
  ${heading(2, 'Consequences', 'consequences')}<p>Fine.</p>
  ${heading(3, 'Rejected: polling', 'rejected-polling')}<p>Slow.</p>
</article>`;

test('page extras: the names code blocks declare, each once; none from prose', () => {
  const {codeNames} = pageExtras(load(PAGE));
  assert.deepEqual(codeNames.sort(), ['HandleSecret', 'Publish', 'PublishRequest', 'Publisher', 'SecretStore', 'derive_key']);
  assert.deepEqual(pageExtras(load('<article><p>message Hidden in prose</p></article>')).codeNames, []);
});

test('page extras: sections about alternatives or rejected options, and the sections under them; not the decision', () => {
  const {notChosen} = pageExtras(load(PAGE));
  assert.deepEqual([...notChosen].sort(), ['#alternatives-considered', '#rejected-polling', '#vault']);
});

const docsPlugin = (docs: Array<{id: string; permalink: string; frontMatter: Record<string, unknown>}>) =>
  ({name: 'docusaurus-plugin-content-docs', content: {loadedVersions: [{docs}]}}) as unknown as Props['plugins'][number];

test("record fields: each document's status and its successor's page, from front matter", () => {
  const fields = recordFields([
    docsPlugin([
      {id: 'rfc-006', permalink: '/base/rfc/rfc-006', frontMatter: {status: 'Superseded', superseded_by: 'adr-040'}},
      {id: 'intro', permalink: '/base/docs/intro', frontMatter: {}},
    ]),
    docsPlugin([{id: 'adr-040', permalink: '/base/adr/adr-040', frontMatter: {status: 'Accepted'}}]),
    {name: 'another plugin', content: {}} as unknown as Props['plugins'][number],
  ]);
  assert.deepEqual(Object.fromEntries(fields), {
    '/base/rfc/rfc-006': {status: 'Superseded', successor: '/base/adr/adr-040'},
    '/base/adr/adr-040': {status: 'Accepted'},
  });
});

test('site fields: status and successor on title entries, code names as keywords, ids of entries not chosen', () => {
  const titles: SearchDocument[] = [
    {i: 1, t: 'RFC-006: Admin CLI', u: '/base/rfc/rfc-006/'},
    {i: 5, t: 'ADR-040: Go CLI', u: '/base/adr/adr-040/'},
  ];
  const content: SearchDocument[] = [
    {i: 2, t: 'Decision text', u: '/base/rfc/rfc-006/', h: '#decision', p: 1, s: 'Decision'},
    {i: 3, t: 'Vault text', u: '/base/rfc/rfc-006/', h: '#vault', p: 1, s: 'Vault'},
  ];
  const extras = new Map([['/base/rfc/rfc-006/', {codeNames: ['AdminRequest'], notChosen: new Set(['#vault'])}]]);
  const records = new Map([
    ['/base/rfc/rfc-006', {status: 'Superseded', successor: '/base/adr/adr-040'}],
    ['/base/adr/adr-040', {status: 'Accepted'}],
  ]);
  const {parts, notChosen} = withSiteFields({parts: [titles, [], [], [], content], extras}, records);
  assert.deepEqual(parts[TITLES], [
    {...titles[0], st: 'Superseded', sb: '/base/adr/adr-040/'},
    {...titles[1], st: 'Accepted'},
  ]);
  assert.deepEqual(parts[KEYWORDS], [{i: 1, t: 'AdminRequest', s: 'RFC-006: Admin CLI', u: '/base/rfc/rfc-006/', p: 1}]);
  assert.deepEqual(notChosen, [3]);
  const without = withSiteFields({parts: [titles, [], [], [], content], extras: new Map()}, new Map());
  assert.deepEqual([without.parts[TITLES], without.parts[KEYWORDS], without.notChosen], [titles, [], []], 'nothing added without extras');
});
