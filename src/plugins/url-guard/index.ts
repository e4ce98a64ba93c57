import type {Plugin} from '@docusaurus/types';

/**
 * A path with invalid percent-encoding (`/adr/%E0%A4%A/`) makes Docusaurus's
 * preloader throw in `decodeURI` before the app starts, leaving a dead page.
 * This script runs first and, only for such a path, escapes its `%` signs so the
 * router sees a valid (unknown) path and renders the not-found page normally.
 */
export const GUARD_SCRIPT =
  "(function(){var p=location.pathname;try{decodeURI(p)}catch(e){history.replaceState(history.state,'',p.replace(/%/g,'%25')+location.search+location.hash)}})();";

export default function urlGuardPlugin(): Plugin {
  return {
    name: 'url-guard',
    injectHtmlTags() {
      return {headTags: [{tagName: 'script', innerHTML: GUARD_SCRIPT}]};
    },
  };
}
