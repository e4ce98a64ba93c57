/**
 * mark.js, with which the search box (src/theme/SearchBar) marks a result's
 * words on the page it opens (`?_highlight=term`), as the search theme does.
 * The theme imports it statically, putting it in every page's first load;
 * this fetches it the first time there is something to mark, and on later
 * calls uses it directly. Calls on one
 * instance run in order, so an unmark never overtakes the mark before it.
 */
interface MarkJs {
  mark(keywords: string[], options?: object): void;
  unmark(options?: object): void;
}
type MarkJsConstructor = new (context: Element) => MarkJs;

let markJs: Promise<MarkJsConstructor> | undefined;
const loadMarkJs = () => (markJs ??= import('mark.js').then((module) => module.default as MarkJsConstructor));

export default class LazyMark implements MarkJs {
  private queue: Promise<unknown> = Promise.resolve();

  constructor(private readonly context: Element) {}

  private run(call: (instance: MarkJs) => void): void {
    this.queue = this.queue.then(loadMarkJs).then((MarkJs) => call(new MarkJs(this.context)));
  }

  mark(keywords: string[], options?: object): void {
    this.run((instance) => instance.mark(keywords, options));
  }

  /** Nothing can be marked before mark.js was first loaded, so there is nothing to clear. */
  unmark(options?: object): void {
    if (markJs) this.run((instance) => instance.unmark(options));
  }
}
