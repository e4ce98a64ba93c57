/**
 * Stands in for mark.js, which the search theme uses to mark a result's terms
 * on the page it opens (`?_highlight=term`). The theme imports it statically,
 * putting it in every page's first load; this fetches it the first time there
 * is something to mark, and on later calls uses it directly. Calls on one
 * instance run in order, so an unmark never overtakes the mark before it.
 *
 * It also keeps the last marks on code: a code line's tokens are its inner
 * HTML (src/theme/CodeBlock/Line), which React writes again when the colour
 * mode changes, dropping the marks in it. Tokens written again into a marked
 * element are marked again, until the next unmark or mark.
 */
interface MarkJs {
  mark(keywords: string[], options?: object): void;
  unmark(options?: object): void;
}
type MarkJsConstructor = new (context: Element) => MarkJs;

let markJs: Promise<MarkJsConstructor> | undefined;
const loadMarkJs = () => (markJs ??= import('mark.js').then((module) => module.default as MarkJsConstructor));

/** The class of every token src/theme/CodeBlock/Line writes, and of nothing mark.js adds. */
const CODE_TOKEN = 'token';

/** Watches the last marked element for code tokens written again (one at a time: each mark replaces it). */
let keeper: MutationObserver | undefined;

function stopKeeping(): void {
  keeper?.disconnect();
  keeper = undefined;
}

function keepMarks(context: Element, mark: (element: Element) => void): void {
  stopKeeping();
  keeper = new MutationObserver((records) => {
    for (const {target, addedNodes} of records) {
      const rewritten = [...addedNodes].some((node) => node instanceof Element && node.classList.contains(CODE_TOKEN));
      if (rewritten && target instanceof Element) mark(target);
    }
  });
  keeper.observe(context, {childList: true, subtree: true});
}

export default class LazyMark implements MarkJs {
  private queue: Promise<unknown> = Promise.resolve();

  constructor(private readonly context: Element) {}

  private run(call: (instance: MarkJs, MarkJs: MarkJsConstructor) => void): void {
    this.queue = this.queue.then(loadMarkJs).then((MarkJs) => call(new MarkJs(this.context), MarkJs));
  }

  mark(keywords: string[], options?: object): void {
    this.run((instance, MarkJs) => {
      instance.mark(keywords, options);
      keepMarks(this.context, (element) => new MarkJs(element).mark(keywords, options));
    });
  }

  /** Nothing can be marked before mark.js was first loaded, so there is nothing to clear. */
  unmark(options?: object): void {
    stopKeeping();
    if (markJs) this.run((instance) => instance.unmark(options));
  }
}
