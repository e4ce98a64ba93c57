/**
 * The data modules the design-record plugin writes with `createData` (see
 * src/plugins/design-record/pageData.ts), as pages and components import them.
 * `@generated` is Docusaurus's alias of the .docusaurus folder; plugin data lives
 * under `<plugin name>/<plugin id>/`.
 */
declare module '@generated/design-record/default/home.json' {
  const data: import('../plugins/design-record/pageData').HomeData;
  export default data;
}

declare module '@generated/design-record/default/changelog.json' {
  const data: import('../plugins/design-record/pageData').ChangelogData;
  export default data;
}

declare module '@generated/design-record/default/document-pages.json' {
  const data: import('../plugins/design-record/pageData').DocumentPagesData;
  export default data;
}

declare module '@generated/design-record/default/section-*.json' {
  const data: import('../plugins/design-record/pageData').SectionIndexData;
  export default data;
}

declare module '@generated/design-record/default/graph.json' {
  const data: import('../plugins/design-record/graphLayout').GraphData;
  export default data;
}

declare module '@generated/design-record/default/previews.json' {
  const data: import('../plugins/design-record/pageData').PreviewsData;
  export default data;
}

declare module '@generated/design-record/default/record-tags.json' {
  const data: import('../plugins/design-record/pageData').RecordTagsData;
  export default data;
}
