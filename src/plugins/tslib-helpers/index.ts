import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {replaceImportsWithin} from '../replaceImportsWithin';

/** Docusaurus's shared utilities, whose `require("tslib")` this plugin answers in the browser bundle. */
export const UTILS_COMMON_DIR = `${path.sep}@docusaurus${path.sep}utils-common${path.sep}`;
export const TSLIB_HELPERS = path.join(__dirname, 'helpers.ts');

/**
 * @docusaurus/utils-common, part of every page's main.js, is CommonJS compiled
 * with `importHelpers`: it calls `require("tslib")` for one helper,
 * `__importDefault`. A CommonJS require takes a module's whole namespace, so
 * the bundler kept all of tslib in main.js (4 KiB of gzip, 11 KiB of script).
 * In the browser bundle, that require gets ./helpers instead: tslib's own
 * helpers that utils-common uses, re-exported by name, so the rest is left out.
 * Every other `tslib` import resolves as usual. tests/unit/tslibHelpers.test.ts
 * fails if utils-common starts using a helper that ./helpers does not export.
 */
export default function tslibHelpersPlugin(): Plugin {
  return {
    name: 'tslib-helpers',
    configureWebpack(_config, isServer, utils) {
      if (isServer) return {};
      const replacement = replaceImportsWithin(utils, UTILS_COMMON_DIR, /^tslib$/, () => TSLIB_HELPERS);
      return {plugins: [replacement]};
    },
  };
}
