import {test} from 'node:test';
import assert from 'node:assert/strict';
import {cdata, feedContent} from '../../src/plugins/design-record/feedContent';
import {renderFeed} from '../../src/plugins/design-record/publish';
import {standaloneSvg} from '../../src/diagrams/standaloneSvg';
import type {DocumentRecord} from '../../src/plugins/design-record/model';

/** A built document page as the theme renders it, cut to what the feed reads. */
const PAGE = `<!doctype html><html><body><main><article><nav class="theme-doc-breadcrumbs">crumbs</nav>
<div class="theme-doc-markdown markdown"><header><h1>RFC-033: Claim Check</h1></header>
<p>Read <a class="document-number" href="/base/adr/adr-001/">ADR-001</a> and <a href="https://example.com/x">this</a>.</p>
<h2 class="anchor" id="design">Design<a href="#design" class="hash-link" aria-label="Direct link">&#8203;</a></h2>
<figure class="figure_x" data-drawing="abc123" data-instance="0" aria-labelledby="c1"><div class="frame" tabindex="0" role="group">
<div class="drawing" style="--diagram-width:800px"><div data-mode="light"><svg id="dg-abc123-light"><text>light</text></svg></div>
<div data-mode="dark"><svg id="dg-abc123-dark"><text>dark</text></svg></div></div></div>
<figcaption><span id="c1">The path of a message</span><span>The producer stores the payload in S3.</span><button type="button">Full screen</button></figcaption></figure>
<figure data-drawing="unknown"><div>kept as it is</div><figcaption><span>Other</span></figcaption></figure>
<pre tabindex="0" class="prism-code language-yaml"><code><span class="token-line"><span class="token key" style="color:red">a</span>: 1<br/></span><span class="token-line">b: ]]&gt; 2<br/></span></code><button>Copy</button></pre>
<img src="/base/img/x.png" alt="x"></div></article></main><script>window.x = 1</script></body></html>`;

const diagram = (key: string) =>
  key === 'abc123' ? {image: 'https://example.org/base/assets/diagrams/abc123.svg', width: 800, height: 400} : undefined;

test("a feed item's content is the article: no title, anchors, buttons, scripts or breadcrumbs", () => {
  const html = feedContent(PAGE, 'https://example.org/base/rfc/rfc-033/', diagram)!;
  assert.ok(html.startsWith('<p>Read '), html.slice(0, 80));
  for (const gone of ['<h1', 'hash-link', '<button', '<script', 'crumbs', 'Full screen', 'Copy'])
    assert.ok(!html.includes(gone), `no ${gone}`);
  assert.match(html, /<h2 id="design">Design<\/h2>/);
});

test('a diagram becomes an image of its light drawing at the site, with its title as alt text and its caption', () => {
  const html = feedContent(PAGE, 'https://example.org/base/rfc/rfc-033/', diagram)!;
  assert.match(
    html,
    /<figure><img src="https:\/\/example\.org\/base\/assets\/diagrams\/abc123\.svg" alt="The path of a message" width="800" height="400"><figcaption><strong>The path of a message<\/strong> The producer stores the payload in S3\.<\/figcaption><\/figure>/,
  );
  assert.ok(!html.includes('<svg'), 'no inline SVG (feed readers drop it)');
  assert.match(html, /kept as it is/, 'a figure without a drawing is left alone');
});

test('links and images point at the site; code keeps its lines as plain text', () => {
  const html = feedContent(PAGE, 'https://example.org/base/rfc/rfc-033/', diagram)!;
  assert.match(html, /<a href="https:\/\/example\.org\/base\/adr\/adr-001\/">ADR-001<\/a>/);
  assert.match(html, /<a href="https:\/\/example\.com\/x">this<\/a>/);
  assert.match(html, /<img src="https:\/\/example\.org\/base\/img\/x\.png" alt="x">/);
  assert.match(html, /<pre><code>a: 1\nb: \]\]&gt; 2\n<\/code><\/pre>/);
  assert.ok(!/class=|style=|tabindex=/.test(html), 'no classes, styles or tab stops of the site');
});

test('a page without an article gives no content', () => {
  assert.equal(feedContent('<html><body><main>nothing</main></body></html>', 'https://example.org/', diagram), undefined);
});

test('CDATA keeps any text whole, "]]>" included', () => {
  assert.equal(cdata('a]]>b'), '<![CDATA[a]]]]><![CDATA[>b]]>');
  assert.equal(cdata('<p>x</p>'), '<![CDATA[<p>x</p>]]>');
});

test("the feed carries each item's article as content:encoded, in the content namespace", () => {
  const xml = renderFeed(
    [
      {
        id: 'adr-001',
        title: 'T',
        description: 'D',
        date: '2025-10-01',
        tags: [],
        permalink: '/base/adr/adr-001/',
      } as unknown as DocumentRecord,
    ],
    {url: 'https://example.org', title: 'S', tagline: 'L'},
    'https://example.org/base/feed.xml',
    'https://example.org/base/',
    () => '<p>Body ]]> end</p>',
  );
  assert.match(xml, /xmlns:content="http:\/\/purl\.org\/rss\/1\.0\/modules\/content\/"/);
  assert.match(xml, /<content:encoded><!\[CDATA\[<p>Body \]\]\]\]><!\[CDATA\[> end<\/p>\]\]><\/content:encoded>/);
});

test("a drawing's standalone SVG is XML: HTML labels closed, the xlink namespace declared", () => {
  const svg = standaloneSvg(
    '<svg id="dg-k-light" width="10" xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"><foreignObject><div xmlns="http://www.w3.org/1999/xhtml">a<br>b&nbsp;c</div></foreignObject></svg>',
  );
  assert.match(svg, /^<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
  assert.match(svg, / xmlns:xlink="http:\/\/www\.w3\.org\/1999\/xlink"/);
  assert.match(svg, /a<br\/>b/);
  assert.ok(!svg.includes('&nbsp;'), 'no HTML-only entity');
});
