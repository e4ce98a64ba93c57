import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import {CHROMIUM_ARGS, CHROMIUM_PATH} from '../tests/support/browser';
import {serveStaticSite} from '../tests/support/server';
const [dir, runs, ...paths] = process.argv.slice(2);
(async () => {
  const server = await serveStaticSite(dir, '/prism-data-layer/', {compress: true});
  const all: Record<string, number[][]> = {};
  for (let r = 0; r < Number(runs); r++) {
    for (const p of r % 2 ? [...paths].reverse() : paths) {
      const chrome = await chromeLauncher.launch({chromePath: CHROMIUM_PATH, chromeFlags: [...CHROMIUM_ARGS, '--headless=new']});
      const res = await lighthouse(server.url + p, {port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], blockedUrlPatterns: ['*github.com*']});
      await chrome.kill();
      const l = res!.lhr;
      (all[p] ??= []).push([Math.round(l.categories.performance.score! * 100), Math.round(l.audits['total-blocking-time'].numericValue!)]);
    }
  }
  const med = (v: number[]) => [...v].sort((a, b) => a - b)[Math.floor((v.length - 1) / 2)];
  for (const [p, list] of Object.entries(all)) console.log(`${dir} ${p}: perf median ${med(list.map((x) => x[0]))} (${list.map((x) => x[0]).join(' ')}), TBT median ${med(list.map((x) => x[1]))} ms`);
  await server.close();
})();
