/**
 * The parts of @easyops-cn/docusaurus-search-local 0.52.1 that src/plugins/search
 * reuses. The package types only its options; these are its untyped modules.
 */
declare module '@easyops-cn/docusaurus-search-local/dist/server/server/index.js' {
  import type {LoadContext, OptionValidationContext, Plugin} from '@docusaurus/types';
  import type {PluginOptions} from '@easyops-cn/docusaurus-search-local';
  export default function searchLocal(context: LoadContext, options: Required<PluginOptions>): Plugin;
  export function validateOptions<T, U>(context: OptionValidationContext<T, U>): U;
}

/** The plugin's options after defaults and normalisation (opaque here but for what src/plugins/search reads). */
declare module '@easyops-cn/docusaurus-search-local/dist/server/server/utils/processPluginOptions' {
  import type {LoadContext} from '@docusaurus/types';
  import type {PluginOptions} from '@easyops-cn/docusaurus-search-local';
  export type ProcessedPluginOptions = {
    readonly __processed: unique symbol;
    readonly ignoreCssSelectors: readonly string[];
    readonly forceIgnoreNoIndex: boolean;
  };
  export function processPluginOptions(options: Required<PluginOptions>, context: LoadContext): ProcessedPluginOptions;
}

declare module '@easyops-cn/docusaurus-search-local/dist/server/server/utils/processDocInfos' {
  import type {Props} from '@docusaurus/types';
  import type {ProcessedPluginOptions} from '@easyops-cn/docusaurus-search-local/dist/server/server/utils/processPluginOptions';
  export interface DocInfoWithFilePath {filePath: string; url: string; type: 'docs' | 'blog' | 'page'}
  export function processDocInfos(buildData: Props, config: ProcessedPluginOptions): {outDir: string; paths: DocInfoWithFilePath[]}[];
}

declare module '@easyops-cn/docusaurus-search-local/dist/server/server/utils/scanDocuments' {
  import type {ProcessedPluginOptions} from '@easyops-cn/docusaurus-search-local/dist/server/server/utils/processPluginOptions';
  import type {DocInfoWithFilePath} from '@easyops-cn/docusaurus-search-local/dist/server/server/utils/processDocInfos';
  import type {SearchDocument} from '@site/src/plugins/search/searchDocuments';
  /** Titles, headings, descriptions, keywords and content, in that order. */
  export function scanDocuments(paths: DocInfoWithFilePath[], config: ProcessedPluginOptions): Promise<SearchDocument[][]>;
}

/** What the theme reads from a page: its title, description, keywords, sections and breadcrumb. */
declare module '@easyops-cn/docusaurus-search-local/dist/server/server/utils/parseDocument' {
  import type {CheerioAPI} from 'cheerio';
  export interface ParsedSection {title: string; hash: string; content: string}
  export interface ParsedPage {pageTitle: string; description: string; keywords: string; sections: ParsedSection[]; breadcrumb: string[]}
  export function parseDocument($: CheerioAPI): ParsedPage;
}

declare module '@easyops-cn/docusaurus-search-local/dist/server/server/utils/parsePage' {
  import type {CheerioAPI} from 'cheerio';
  import type {ParsedPage} from '@easyops-cn/docusaurus-search-local/dist/server/server/utils/parseDocument';
  export function parsePage($: CheerioAPI, url: string): ParsedPage;
}

declare module '@easyops-cn/docusaurus-search-local/dist/server/server/utils/buildIndex' {
  import type lunr from 'lunr';
  import type {ProcessedPluginOptions} from '@easyops-cn/docusaurus-search-local/dist/server/server/utils/processPluginOptions';
  import type {SearchDocument} from '@site/src/plugins/search/searchDocuments';
  export function buildIndex(allDocuments: SearchDocument[][], config: ProcessedPluginOptions): {documents: SearchDocument[]; index: lunr.Index}[];
}

declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/proxiedGeneratedConstants' {
  export const language: string[];
  export const searchIndexUrl: string;
}

declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/tokenize' {
  export function tokenize(text: string, language: string[]): string[];
}

declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/smartQueries' {
  export interface SmartTermItem {value: string; presence: number; wildcard: number; editDistance?: number}
  export interface SmartQuery {tokens: string[]; term: SmartTermItem[]}
  export function smartQueries(tokens: string[], zhDictionary: string[]): SmartQuery[];
}

declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/sortSearchResults' {
  export function sortSearchResults(results: object[]): void;
}

declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/processTreeStatusOfSearchResults' {
  export function processTreeStatusOfSearchResults(results: object[]): void;
}

declare module 'mark.js' {
  const Mark: new (context: Element) => {mark(keywords: string[], options?: object): void; unmark(options?: object): void};
  export default Mark;
}
