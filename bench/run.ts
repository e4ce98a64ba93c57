/**
 * `npm run bench`: build, load and search performance of the site, measured on a
 * private copy so it never races a build in the working tree.
 *
 *   1. Copies the repository (minus node_modules, build, .docusaurus, .git) to a
 *      temp dir whose node_modules holds one symlink per package, so the bundler's
 *      persistent cache (node_modules/.cache) is the copy's own.
 *   2. Cold build (no cache, no .docusaurus), then warm build (same copy, cache
 *      kept). Wall time, pages (HTML files), ms per page and peak memory: the
 *      largest sum of RSS over the build's process tree, polled from /proc every
 *      50 ms. With --webpack also a cold build of the default webpack pipeline
 *      (experimental_faster false, no v4 flags, HTML minified as by default) for
 *      comparison; with --runs=N, N cold builds of each, taking turns, and their
 *      medians.
 *   3. Serves the build (serveStaticSite) and loads each page type in the system
 *      Chromium, offline: gzip bytes by type of every response before network
 *      idle, prefetches of other pages' chunks excluded; whether mermaid or lunr
 *      code was loaded.
 *   4. Search (./searchBench): the relevance set typed into the navbar box from
 *      three page types, this site side by side with the stock search plugin
 *      (one hashed index of all sections, built from the same content in another
 *      copy): hit@8, MRR, index bytes before the first results and in all, time
 *      to the first and to the complete results, and from the last keystroke to
 *      the complete results.
 *   5. Lighthouse (mobile, default throttling) on home, an ADR with diagrams below
 *      the first screen and one without, a document opening with a diagram, the
 *      three documents with the most diagrams, a document of wide tables, /adr/,
 *      /search/, /search/?q=kafka and the decision graph /graph/: scores and
 *      layout shift.
 *   6. Static budgets (bench/staticBudget.ts, the same numbers the budgets test
 *      checks).
 * Prints a table and writes bench/results.json.
 *
 * Flags: --webpack (add the webpack comparison), --runs=N (N cold builds of each
 * pipeline; the medians are reported, and their ratio), --no-build
 * (measure ./build of PRISM_BUILD_DIR instead of building it; the stock search's
 * build from PRISM_STOCK_BUILD_DIR when set; --reference and --without builds
 * are still made), --no-lighthouse, --no-search,
 * --lighthouse-runs=N (N Lighthouse runs of each page, taking turns; medians),
 * --lighthouse-pages=a,b (only those of the pages named in the Lighthouse table),
 * --reference=REV (an earlier commit built in the same run and measured side by
 * side: cold build, Lighthouse and first search results, ./reference),
 * --without=NAME,... (the site built without each customisation named, measured
 * side by side: initial JavaScript of every page type, Lighthouse, ./without),
 * --lighthouse-without=NAME,... (only those of them in the Lighthouse runs),
 * --search-from=a,b (the search part from those page types of the relevance
 * set only: home, adrDocument, rfcDocument),
 * --search-only (step 4 alone: ./build of PRISM_BUILD_DIR against the stock
 * plugin, built in a copy unless PRISM_STOCK_BUILD_DIR is given; printed, and
 * bench/results.json left as it is, since its other figures would not be of this run).
 */
import {spawn} from 'node:child_process';
import {cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import type {Page} from 'playwright-core';
import {CHROMIUM_ARGS, CHROMIUM_PATH, isolateFromNetwork, launchChromium} from '../tests/support/browser';
import {serveStaticSite} from '../tests/support/server';
import {readSiteLocation} from '../src/config/site';
import {checkOut, compareFirstResults, hasRoute, type FirstResults} from './reference';
import {compareSearch, printComparison, useStockSearch, type SearchComparison} from './searchBench';
import {gapTo, readBudgets} from './budgets';
import {builtRoutes, initialJs, pageTypes, type BuiltSite} from './staticBudget';
import {customisationsToMeasure, printWithout, withoutSuffix, type WithoutComparison} from './without';

const ROOT = path.resolve(__dirname, '..');
const args = new Set(process.argv.slice(2));
/** Cold builds of each pipeline (--runs N): build times on a shared machine vary by a second or more. */
const RUNS = Math.max(1, Number(process.argv.find((a) => a.startsWith('--runs='))?.slice('--runs='.length) ?? 1) || 1);
/** An earlier commit to measure side by side (--reference=REV). */
const REFERENCE = process.argv.find((a) => a.startsWith('--reference='))?.slice('--reference='.length);
/** The name of a Lighthouse page of the reference build. */
const OF_REFERENCE = '@reference';
/** Customisations to measure the site without (--without=a,b): a build of its own for each. */
const WITHOUT = customisationsToMeasure(process.argv);
/** Those of them Lighthouse measures too (--lighthouse-without=a,b; all of them unless given). */
const LIGHTHOUSE_WITHOUT = customisationsToMeasure(process.argv, '--lighthouse-without=') ?? WITHOUT;
/** Page types the search part starts from (--search-from=home,rfcDocument); all of the relevance set's unless given. */
const SEARCH_FROM = process.argv
  .find((a) => a.startsWith('--search-from='))
  ?.slice('--search-from='.length)
  .split(',')
  .filter(Boolean);
const KIB = 1024;
const kib = (bytes: number) => Math.round((bytes / KIB) * 10) / 10;

// ---------------------------------------------------------------- build

function copySite(dest: string): void {
  mkdirSync(dest, {recursive: true});
  const skip = new Set(['node_modules', 'build', '.docusaurus', '.git']);
  for (const entry of readdirSync(ROOT)) {
    if (!skip.has(entry)) cpSync(path.join(ROOT, entry), path.join(dest, entry), {recursive: true, verbatimSymlinks: true});
  }
  linkModules(dest);
}

/** A node_modules in `dest` of one symlink per package of this checkout's, without its caches. */
function linkModules(dest: string): void {
  const modules = path.join(dest, 'node_modules');
  mkdirSync(modules);
  for (const entry of readdirSync(path.join(ROOT, 'node_modules'))) {
    if (entry !== '.cache') symlinkSync(path.join(ROOT, 'node_modules', entry), path.join(modules, entry));
  }
}

function processTree(root: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // exited meanwhile
    }
  }
  const all = [root];
  for (let i = 0; i < all.length; i += 1) all.push(...(children.get(all[i]) ?? []));
  return all;
}

function rssBytes(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
  } catch {
    return 0;
  }
}

export interface BuildResult {
  label: string;
  ok: boolean;
  /** The median of the runs. */
  wallSeconds: number;
  pages: number;
  msPerPage: number;
  /** The highest of the runs. */
  peakRssMiB: number;
  runsSeconds: number[];
}

function countHtml(dir: string): number {
  return (readdirSync(dir, {recursive: true}) as string[]).filter((f) => f.endsWith('.html')).length;
}

async function build(label: string, dir: string, env: NodeJS.ProcessEnv = {}): Promise<BuildResult> {
  const bin = path.join(ROOT, 'node_modules', '@docusaurus', 'core', 'bin', 'docusaurus.mjs');
  const started = performance.now();
  const child = spawn(process.execPath, [bin, 'build'], {cwd: dir, env: {...process.env, ...env}, stdio: ['ignore', 'pipe', 'pipe']});
  let log = '';
  child.stdout.on('data', (c) => (log += c));
  child.stderr.on('data', (c) => (log += c));
  let peak = 0;
  const poll = setInterval(() => {
    if (child.pid)
      peak = Math.max(
        peak,
        processTree(child.pid).reduce((sum, pid) => sum + rssBytes(pid), 0),
      );
  }, 50);
  const code = await new Promise<number>((resolve) => child.on('close', (c) => resolve(c ?? 1)));
  clearInterval(poll);
  const wallSeconds = (performance.now() - started) / 1000;
  writeFileSync(path.join(dir, `bench-${label.replace(/\W+/g, '-')}.log`), log);
  const pages = code === 0 ? countHtml(path.join(dir, 'build')) : 0;
  if (code !== 0) console.error(`${label} build failed (exit ${code}):\n${log.split('\n').slice(-30).join('\n')}`);
  return {
    label,
    ok: code === 0,
    wallSeconds: Math.round(wallSeconds * 10) / 10,
    pages,
    msPerPage: pages ? Math.round((wallSeconds * 1000) / pages) : 0,
    peakRssMiB: Math.round(peak / 1024 / 1024),
    runsSeconds: [Math.round(wallSeconds * 10) / 10],
  };
}

/** One build's median time over another's, when both were measured. */
function buildRatio(builds: BuildResult[], label: string, over: string): number | undefined {
  const seconds = (of: string) => builds.find((b) => b.label === of && b.ok)?.wallSeconds;
  const [a, b] = [seconds(label), seconds(over)];
  return a && b ? Math.round((a / b) * 1000) / 1000 : undefined;
}

/** Faster's cold build time over the default webpack pipeline's, when both were measured. */
const coldRatio = (builds: BuildResult[]) => buildRatio(builds, 'faster cold', 'webpack cold');

interface Pipeline {
  label: string;
  dir: string;
  env?: NodeJS.ProcessEnv;
}

/**
 * `runs` cold builds (from scratch: no build, .docusaurus or bundler cache) of
 * each pipeline, taking turns, so that a machine that slows down or speeds up
 * meanwhile weighs on all of them alike. Per pipeline: the median time, the
 * highest memory.
 */
async function coldBuilds(pipelines: Pipeline[], runs: number): Promise<BuildResult[]> {
  const results = pipelines.map((): BuildResult[] => []);
  for (let run = 0; run < runs; run++) {
    for (const [i, {label, dir, env}] of pipelines.entries()) {
      for (const generated of ['build', '.docusaurus', path.join('node_modules', '.cache')])
        rmSync(path.join(dir, generated), {recursive: true, force: true});
      results[i].push(await build(label, dir, env));
    }
  }
  return results.map((runsOf, i) => {
    const seconds = runsOf.map((r) => r.wallSeconds);
    const median = [...seconds].sort((a, b) => a - b)[Math.floor((seconds.length - 1) / 2)];
    const pages = runsOf[0].pages;
    return {
      label: pipelines[i].label,
      ok: runsOf.every((r) => r.ok),
      wallSeconds: median,
      pages,
      msPerPage: pages ? Math.round((median * 1000) / pages) : 0,
      peakRssMiB: Math.max(...runsOf.map((r) => r.peakRssMiB)),
      runsSeconds: seconds,
    };
  });
}

/** The default webpack pipeline: no Faster, no v4 flags (and HTML minified, see below). */
function useWebpack(dir: string): void {
  const file = path.join(dir, 'docusaurus.config.ts');
  const config = readFileSync(file, 'utf8');
  const start = config.search(/\bfuture:\s*\{/);
  if (start < 0) throw new Error('future block not found in docusaurus.config.ts');
  let end = config.indexOf('{', start);
  for (let depth = 0; ; end += 1) {
    if (config[end] === '{') depth += 1;
    else if (config[end] === '}' && --depth === 0) break;
  }
  writeFileSync(file, `${config.slice(0, start)}future: {experimental_faster: false}${config.slice(end + 1)}`);
}

/** The copy of the site built without one customisation. */
const withoutDir = (temp: string, name: string) => path.join(temp, `without-${name}`);

/** The builds the site is compared with: the --reference commit's, and a copy without each --without customisation (copied here). */
function comparedPipelines(temp: string, referenceDir: string): Pipeline[] {
  const pipelines: Pipeline[] = REFERENCE ? [{label: 'reference cold', dir: referenceDir}] : [];
  for (const name of WITHOUT) {
    copySite(withoutDir(temp, name));
    pipelines.push({label: `without ${name}`, dir: withoutDir(temp, name), env: {PRISM_WITHOUT: name}});
  }
  return pipelines;
}

// ---------------------------------------------------------------- browser

type ByType = Record<'js' | 'css' | 'html' | 'json' | 'images' | 'other', number>;

interface PageLoad {
  route: string;
  gzip: ByType;
  totalGzip: number;
  prefetchedGzip: number;
  scripts: string[];
  mermaidLoaded: boolean;
  lunrLoaded: boolean;
}

const MERMAID_MARK = /mermaidAPI|mermaid-js/;
const LUNR_MARK = /lunr\.Pipeline|lunr\.Index/;

function typeOf(resourceType: string, url: string): keyof ByType {
  if (resourceType === 'script') return 'js';
  if (resourceType === 'stylesheet') return 'css';
  if (resourceType === 'document') return 'html';
  if (resourceType === 'image' || resourceType === 'font') return 'images';
  if (/\.json(\?|$)/.test(url)) return 'json';
  return 'other';
}

async function recordResponses(page: Page) {
  const seen: Array<{url: string; type: keyof ByType; gzip: number; prefetch: boolean; body: string}> = [];
  const pending: Array<Promise<void>> = [];
  page.on('response', (response) => {
    pending.push(
      (async () => {
        const request = response.request();
        const url = response.url();
        if (!url.startsWith('http://127.0.0.1')) return;
        const headers = await request.allHeaders().catch(() => ({}) as Record<string, string>);
        const purpose = `${headers['sec-purpose'] ?? ''} ${headers.purpose ?? ''}`;
        const body = await response.body().catch(() => Buffer.alloc(0));
        seen.push({
          url,
          type: typeOf(request.resourceType(), url),
          gzip: gzipSync(body, {level: 9}).length,
          prefetch: /prefetch/i.test(purpose) || request.resourceType() === 'other',
          body: request.resourceType() === 'script' ? body.toString('utf8') : '',
        });
      })(),
    );
  });
  return {seen, settle: () => Promise.all(pending)};
}

async function loadPage(page: Page, url: string, route: string): Promise<PageLoad> {
  const {seen, settle} = await recordResponses(page);
  await page.goto(url, {waitUntil: 'networkidle'});
  await settle();
  const gzip: ByType = {js: 0, css: 0, html: 0, json: 0, images: 0, other: 0};
  let prefetchedGzip = 0;
  for (const r of seen) {
    if (r.prefetch) prefetchedGzip += r.gzip;
    else gzip[r.type] += r.gzip;
  }
  const scripts = seen.filter((r) => r.type === 'js' && !r.prefetch);
  return {
    route,
    gzip,
    totalGzip: Object.values(gzip).reduce((a, b) => a + b, 0),
    prefetchedGzip,
    scripts: scripts.map((s) => new URL(s.url).pathname.split('/').pop() ?? s.url),
    mermaidLoaded: scripts.some((s) => MERMAID_MARK.test(s.body)),
    lunrLoaded: scripts.some((s) => LUNR_MARK.test(s.body)),
  };
}

// ---------------------------------------------------------------- lighthouse

/** The `count` documents with the most diagrams (figures src/diagrams/Diagram renders in the HTML), most first. */
function mostDiagrams(site: BuiltSite, count: number): string[] {
  return builtRoutes(site)
    .map((route) => {
      const html = readFileSync(path.join(site.dir, route.slice(site.baseUrl.length), 'index.html'), 'utf8');
      return {route, diagrams: html.match(/<figure[^>]*data-drawing=/g)?.length ?? 0};
    })
    .filter((page) => page.diagrams > 0)
    .sort((a, b) => b.diagrams - a.diagrams || a.route.localeCompare(b.route))
    .slice(0, count)
    .map((page) => page.route);
}

type Scores = Record<'performance' | 'accessibility' | 'best-practices' | 'seo', number> & {
  /** Cumulative layout shift. */
  cls: number;
  /** Total blocking time and largest contentful paint, ms. */
  tbt: number;
  lcp: number;
  failing: string[];
  /** Each run's performance score and layout shift, when there were several (the figures above are their medians). */
  runs?: Array<{performance: number; cls: number; tbt: number}>;
};

/** The figures of a page's load that the reference comparison reports. */
const loadFigures = ({performance, tbt, lcp, cls}: Scores) => ({performance, tbt, lcp, cls});

/** Lighthouse runs per page (--lighthouse-runs=N): its performance score varies by a few points run to run. */
const LIGHTHOUSE_RUNS = Math.max(
  1,
  Number(process.argv.find((a) => a.startsWith('--lighthouse-runs='))?.slice('--lighthouse-runs='.length) ?? 1) || 1,
);

const medianOf = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];

/** `runs` runs of each page, taking turns; per page the median of each figure, and the failing audits of the median run. */
async function lighthouseScores(urls: Record<string, string>, runs = LIGHTHOUSE_RUNS): Promise<Record<string, Scores>> {
  const all: Record<string, Scores[]> = {};
  for (let run = 0; run < runs; run += 1) {
    // Taking turns: each run visits the pages in the order opposite to the run before.
    const order = run % 2 ? Object.fromEntries(Object.entries(urls).reverse()) : urls;
    for (const [name, scores] of Object.entries(await lighthouseRun(order))) (all[name] ??= []).push(scores);
  }
  return Object.fromEntries(
    Object.entries(all).map(([name, list]) => {
      const performance = medianOf(list.map((s) => s.performance));
      const median = list.find((s) => s.performance === performance)!;
      const of = (key: 'accessibility' | 'best-practices' | 'seo' | 'cls' | 'tbt' | 'lcp') => medianOf(list.map((s) => s[key]));
      return [
        name,
        {
          ...median,
          performance,
          accessibility: of('accessibility'),
          'best-practices': of('best-practices'),
          seo: of('seo'),
          cls: of('cls'),
          tbt: of('tbt'),
          lcp: of('lcp'),
          ...(list.length > 1 ? {runs: list.map((s) => ({performance: s.performance, cls: s.cls, tbt: s.tbt}))} : {}),
        },
      ];
    }),
  );
}

async function lighthouseRun(urls: Record<string, string>): Promise<Record<string, Scores>> {
  const {default: lighthouse} = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const scores: Record<string, Scores> = {};
  for (const [name, url] of Object.entries(urls)) {
    const chrome = await chromeLauncher.launch({chromePath: CHROMIUM_PATH, chromeFlags: [...CHROMIUM_ARGS, '--headless=new']});
    try {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        // Offline: anything but the local server is blocked (the CI badge on GitHub).
        blockedUrlPatterns: ['*github.com*', '*githubusercontent.com*'],
      });
      const lhr = result!.lhr;
      const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const failing = Object.values(lhr.audits)
        .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'notApplicable')
        .map((a) => `${a.id}${a.displayValue ? ` (${a.displayValue})` : ''}`);
      const cls = Math.round(Number(lhr.audits['cumulative-layout-shift']?.numericValue ?? 0) * 1000) / 1000;
      const ms = (id: string) => Math.round(Number(lhr.audits[id]?.numericValue ?? 0));
      scores[name] = {
        performance: score('performance'),
        accessibility: score('accessibility'),
        'best-practices': score('best-practices'),
        seo: score('seo'),
        cls,
        tbt: ms('total-blocking-time'),
        lcp: ms('largest-contentful-paint'),
        failing,
      };
    } finally {
      await chrome.kill();
    }
  }
  return scores;
}

// ---------------------------------------------------------------- main

/** `--search-only`: the site's build and the stock plugin's, side by side on the relevance set; nothing else built or measured. */
async function searchOnly(baseUrl: string, buildDir: string, stockBuildDir: string | undefined, temp: string): Promise<void> {
  let stockBuild = stockBuildDir;
  if (!stockBuild) {
    const stockCopy = path.join(temp, 'stock-search');
    copySite(stockCopy);
    useStockSearch(stockCopy);
    console.log(`bench: building the stock search in ${stockCopy}`);
    const built = await build('stock search', stockCopy);
    if (!built.ok) throw new Error('the stock search did not build');
    stockBuild = path.join(stockCopy, 'build');
  }
  const browser = await launchChromium();
  try {
    printComparison(await compareSearch(browser, baseUrl, buildDir, stockBuild, SEARCH_FROM));
  } finally {
    await browser.close();
  }
}

async function main(): Promise<void> {
  const site = readSiteLocation();
  const builds: BuildResult[] = [];
  let buildDir = path.resolve(process.env.PRISM_BUILD_DIR ?? path.join(ROOT, 'build'));
  let stockBuildDir = process.env.PRISM_STOCK_BUILD_DIR ? path.resolve(process.env.PRISM_STOCK_BUILD_DIR) : undefined;
  const temp = mkdtempSync(path.join(tmpdir(), 'prism-bench-'));
  if (args.has('--search-only')) {
    try {
      await searchOnly(site.baseUrl, buildDir, stockBuildDir, temp);
    } finally {
      if (!args.has('--keep')) rmSync(temp, {recursive: true, force: true});
    }
    return;
  }
  const referenceDir = path.join(temp, 'reference');
  const referenceCommit = REFERENCE ? checkOut(ROOT, REFERENCE, referenceDir) : undefined;
  if (REFERENCE) linkModules(referenceDir);
  const referenceBuildDir = path.join(referenceDir, 'build');

  if (!args.has('--no-build')) {
    const copy = path.join(temp, 'site');
    copySite(copy);
    console.log(`bench: building a copy in ${copy}`);
    const pipelines: Pipeline[] = [{label: 'faster cold', dir: copy}];
    const webpackCopy = path.join(temp, 'webpack');
    if (args.has('--webpack')) {
      copySite(webpackCopy);
      useWebpack(webpackCopy);
      // webpackbar 6.0.1 (Docusaurus's progress bar) fails the schema of webpack 5.112's
      // ProgressPlugin; a no-op stand-in lets the default pipeline build at all.
      // Docusaurus's default minifies HTML (html-minifier-terser); our config turns that off
      // unless SKIP_HTML_MINIFICATION is already set, so the baseline sets it to false.
      pipelines.push({
        label: 'webpack cold',
        dir: webpackCopy,
        env: {NODE_OPTIONS: `--require ${path.join(__dirname, 'no-webpackbar.cjs')}`, SKIP_HTML_MINIFICATION: 'false'},
      });
    }
    const stockCopy = path.join(temp, 'stock-search');
    if (!args.has('--no-search')) {
      copySite(stockCopy);
      useStockSearch(stockCopy);
      pipelines.push({label: 'stock search', dir: stockCopy});
    }
    pipelines.push(...comparedPipelines(temp, referenceDir));
    const [fasterCold, ...others] = await coldBuilds(pipelines, RUNS);
    rmSync(webpackCopy, {recursive: true, force: true});
    stockBuildDir = args.has('--no-search') ? undefined : path.join(stockCopy, 'build');
    // The Faster copy's last cold build left its cache: the warm build reuses it.
    builds.push(fasterCold, await build('faster warm', copy), ...others);
    buildDir = path.join(copy, 'build');
    if (!builds.every((b) => b.ok)) process.exitCode = 1;
  } else {
    // Only the site's own build is reused: what it is compared with is built here.
    for (const {label, dir, env} of comparedPipelines(temp, referenceDir)) builds.push(await build(label, dir, env));
    if (!builds.every((b) => b.ok))
      throw new Error(
        `bench: ${builds
          .filter((b) => !b.ok)
          .map((b) => b.label)
          .join(', ')} did not build`,
      );
  }

  const built: BuiltSite = {dir: buildDir, baseUrl: site.baseUrl};
  const types = pageTypes(built);
  const budgets = readBudgets();
  const staticBudget = Object.fromEntries(
    Object.entries(types).map(([name, route]) => {
      const initialJsGzipKiB = kib(initialJs(built, route).gzip);
      return [name, {initialJsGzipKiB, ...gapTo(budgets.initialJs[name], initialJsGzipKiB, budgets.headroomPercent)}];
    }),
  );

  // Compressed like GitHub Pages, so Lighthouse sees the transfer sizes readers get.
  const server = await serveStaticSite(buildDir, site.baseUrl, {compress: true});
  const referenceServer = REFERENCE ? await serveStaticSite(referenceBuildDir, site.baseUrl, {compress: true}) : undefined;
  const withoutServers = await Promise.all(
    WITHOUT.map((name) => serveStaticSite(path.join(withoutDir(temp, name), 'build'), site.baseUrl, {compress: true})),
  );
  const browser = await launchChromium();
  const loads: Record<string, PageLoad> = {};
  const firstResults: FirstResults[] = [];
  let search: SearchComparison | undefined;
  let lighthouse: Record<string, Scores> | undefined;
  try {
    for (const [name, route] of Object.entries(types)) {
      const context = await browser.newContext({viewport: {width: 1280, height: 800}});
      await isolateFromNetwork(context);
      loads[name] = await loadPage(await context.newPage(), `${server.origin}${route}`, route);
      await context.close();
    }
    if (!args.has('--no-search')) search = await compareSearch(browser, site.baseUrl, buildDir, stockBuildDir, SEARCH_FROM);
    if (referenceServer) {
      // A browser of its own: not one that has already opened hundreds of pages for the relevance set.
      const fresh = await launchChromium();
      try {
        for (const start of [types.home, types.document]) {
          firstResults.push(await compareFirstResults(fresh, {site: server.origin, reference: referenceServer.origin}, start));
        }
      } finally {
        await fresh.close();
      }
    }
    // Lighthouse's simulated timings scale the tasks it observes: no other browser runs beside it.
    await browser.close();
    if (!args.has('--no-lighthouse')) {
      const pages = {
        home: `${server.origin}${types.home}`,
        document: `${server.origin}${types.document}`,
        documentNoDiagram: `${server.origin}${types.documentNoDiagram}`,
        documentDiagramInView: `${server.origin}${types.documentDiagramInView}`,
        sectionIndex: `${server.origin}${types.sectionIndex}`,
        search: `${server.origin}${types.search}`,
        graph: `${server.origin}${types.graph}`,
        // The results page as a search from the navbar opens it: its results arrive after the page has drawn.
        searchResults: `${server.origin}${types.search}?q=kafka`,
        // A document of wide tables (they scroll in their own box on a phone).
        documentWideTables: `${server.origin}${site.baseUrl}adr/adr-011/`,
        ...Object.fromEntries(mostDiagrams(built, 3).map((route, i) => [`mostDiagrams${i + 1}`, `${server.origin}${route}`])),
      };
      const only = process.argv
        .find((a) => a.startsWith('--lighthouse-pages='))
        ?.slice('--lighthouse-pages='.length)
        .split(',');
      const chosen = only ? Object.entries(pages).filter(([name]) => only.includes(name)) : Object.entries(pages);
      // Each page of the reference build right after the same page of the site's.
      const withReference = chosen.flatMap(([name, url]) => {
        const route = url.slice(server.origin.length);
        const withouts = WITHOUT.flatMap((without, i) =>
          LIGHTHOUSE_WITHOUT.includes(without) ? [[`${name}${withoutSuffix(without)}`, `${withoutServers[i].origin}${route}`]] : [],
        );
        return referenceServer && hasRoute(referenceBuildDir, site.baseUrl, route)
          ? [[name, url], [`${name}${OF_REFERENCE}`, `${referenceServer.origin}${route}`], ...withouts]
          : [[name, url], ...withouts];
      });
      lighthouse = await lighthouseScores(Object.fromEntries(withReference));
    }
  } finally {
    await browser.close().catch(() => undefined);
    await server.close();
    await referenceServer?.close();
    await Promise.all(withoutServers.map((s) => s.close()));
  }
  const without: WithoutComparison[] = WITHOUT.map((name) => {
    const builtWithout: BuiltSite = {dir: path.join(withoutDir(temp, name), 'build'), baseUrl: site.baseUrl};
    const runsOf = (scores: Scores) => ({
      performance: scores.runs?.map((r) => r.performance) ?? [scores.performance],
      tbt: scores.runs?.map((r) => r.tbt) ?? [scores.tbt],
    });
    return {
      customisation: name,
      initialJsKiB: Object.fromEntries(
        Object.entries(types).map(([type, route]) => [
          type,
          {site: kib(initialJs(built, route).gzip), without: kib(initialJs(builtWithout, route).gzip)},
        ]),
      ),
      lighthouse: Object.fromEntries(
        Object.entries(lighthouse ?? {})
          .filter(([page]) => lighthouse![`${page}${withoutSuffix(name)}`])
          .map(([page, scores]) => [page, {site: runsOf(scores), without: runsOf(lighthouse![`${page}${withoutSuffix(name)}`])}]),
      ),
    };
  });
  const referenceLighthouse = Object.fromEntries(
    Object.entries(lighthouse ?? {})
      .filter(([name]) => name.endsWith(OF_REFERENCE))
      .map(([name, scores]) => [name.slice(0, -OF_REFERENCE.length), scores]),
  );
  if (lighthouse) lighthouse = Object.fromEntries(Object.entries(lighthouse).filter(([name]) => !name.includes('@')));
  const reference = REFERENCE
    ? {
        rev: REFERENCE,
        commit: referenceCommit,
        coldBuildRatio: buildRatio(builds, 'faster cold', 'reference cold'),
        firstResults,
        lighthouse: Object.fromEntries(
          Object.entries(referenceLighthouse).map(([name, theirs]) => [
            name,
            {site: loadFigures(lighthouse![name]), reference: loadFigures(theirs)},
          ]),
        ),
      }
    : undefined;

  const results = {
    date: new Date().toISOString(),
    machine: {cpus: (await import('node:os')).cpus().length, node: process.version},
    builds,
    coldRatio: coldRatio(builds),
    pages: Object.fromEntries(
      Object.entries(loads).map(([name, l]) => [
        name,
        {
          route: l.route,
          gzipKiB: Object.fromEntries(Object.entries(l.gzip).map(([k, v]) => [k, kib(v)])),
          totalGzipKiB: kib(l.totalGzip),
          prefetchedGzipKiB: kib(l.prefetchedGzip),
          mermaidLoaded: l.mermaidLoaded,
          lunrLoaded: l.lunrLoaded,
          scripts: l.scripts,
        },
      ]),
    ),
    staticBudget,
    search,
    lighthouse,
    reference,
    without,
  };
  writeFileSync(path.join(__dirname, 'results.json'), `${JSON.stringify(results, null, 2)}\n`);

  if (builds.length) {
    console.log('\nBuilds');
    console.table(builds.map(({runsSeconds, ...b}) => ({...b, runs: runsSeconds.join(' ')})));
    const ratio = coldRatio(builds);
    if (ratio !== undefined) console.log(`Cold build, Faster / default webpack pipeline (medians): ${ratio} (target 0.25 or less)`);
  }
  console.log(
    `Page loads (gzip KiB, before network idle, prefetches excluded); static JS against its limit (bench/budgets.json, headroom ${budgets.headroomPercent}%)`,
  );
  console.table(
    Object.fromEntries(
      Object.entries(loads).map(([name, l]) => [
        name,
        {
          ...Object.fromEntries(Object.entries(l.gzip).map(([k, v]) => [k, kib(v)])),
          total: kib(l.totalGzip),
          'static JS': staticBudget[name].initialJsGzipKiB,
          limit: staticBudget[name].limitKiB,
          gap: `${staticBudget[name].gapKiB} ${staticBudget[name].verdict}`,
          mermaid: l.mermaidLoaded,
          lunr: l.lunrLoaded,
        },
      ]),
    ),
  );
  if (search) printComparison(search);
  if (lighthouse) {
    console.log(`Lighthouse (mobile${LIGHTHOUSE_RUNS > 1 ? `, medians of ${LIGHTHOUSE_RUNS} runs` : ''})`);
    console.table(
      Object.fromEntries(
        Object.entries(lighthouse).map(([n, s]) => [
          n,
          {
            performance: s.performance,
            CLS: s.cls,
            accessibility: s.accessibility,
            'best-practices': s['best-practices'],
            seo: s.seo,
            ...(s.runs ? {runs: s.runs.map((r) => `${r.performance}/${r.cls}`).join(' ')} : {}),
          },
        ]),
      ),
    );
    for (const [n, s] of Object.entries(lighthouse)) if (s.failing.length) console.log(`  ${n}: ${s.failing.join(', ')}`);
  }
  if (reference) {
    console.log(
      `Reference: ${reference.rev} (${reference.commit?.slice(0, 7)}), built and measured in this run, taking turns with the site`,
    );
    if (reference.coldBuildRatio !== undefined) console.log(`  cold build, site / reference (medians): ${reference.coldBuildRatio}`);
    console.table(
      Object.fromEntries(
        reference.firstResults.map((r) => [
          `first results from ${r.start}`,
          {
            'site ms': r.site,
            'reference ms': r.reference,
            'ratio (median of pairs)': r.ratio,
            missed: [...r.missed.site, ...r.missed.reference.map((q) => `${q} (ref)`)].join(' '),
          },
        ]),
      ),
    );
    console.table(
      Object.fromEntries(
        Object.entries(reference.lighthouse).map(([name, {site: ours, reference: theirs}]) => [
          name,
          {
            'performance site / ref': `${ours.performance} / ${theirs.performance}`,
            'TBT ms': `${ours.tbt} / ${theirs.tbt}`,
            'LCP ms': `${ours.lcp} / ${theirs.lcp}`,
            CLS: `${ours.cls} / ${theirs.cls}`,
          },
        ]),
      ),
    );
  }
  printWithout(without);
  console.log('\nwrote bench/results.json');
  if (!args.has('--keep')) rmSync(temp, {recursive: true, force: true});
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
