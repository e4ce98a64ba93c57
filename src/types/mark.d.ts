/** mark.js 8 ships no types; ./src/plugins/search/lazyMark uses its constructor, mark and unmark. */
declare module 'mark.js' {
  const Mark: new (context: Element) => {mark(keywords: string[], options?: object): void; unmark(options?: object): void};
  export default Mark;
}
