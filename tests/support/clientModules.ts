/**
 * Lets a unit test import a module of src/lib/ that reads what only the
 * Docusaurus bundle provides: the design record's generated document pages,
 * the docs plugin's client hooks and the site context. Each of those requests
 * resolves to a stand-in whose answers the test sets through `client`.
 * Import this module before the one under test.
 */
import Module from 'node:module';
import path from 'node:path';
import {answerRequests} from './answerRequests';
import type {DocumentPagesData} from '../../src/plugins/design-record/pageData';

export const client = {
  /** The document pages data, as `@generated/design-record/default/document-pages.json`; edit it in place. */
  documents: {} as DocumentPagesData,
  /** The id of the doc being rendered, as `useDoc().metadata.id`. */
  docId: '',
  /** The active docs plugin instance, as `useActivePlugin()`; undefined outside docs pages. */
  activePlugin: undefined as {pluginId: string} | undefined,
  /** `siteConfig.customFields`, as `useDocusaurusContext()` gives them. */
  customFields: {} as Record<string, unknown>,
};

const STAND_INS: Record<string, unknown> = {
  '@generated/design-record/default/document-pages.json': client.documents,
  '@docusaurus/plugin-content-docs/client': {
    useDoc: () => ({metadata: {id: client.docId}}),
    useActivePlugin: () => client.activePlugin,
  },
  '@docusaurus/useDocusaurusContext': {
    __esModule: true,
    default: () => ({siteConfig: {customFields: client.customFields}}),
  },
};

const STAND_IN_DIR = path.join(__dirname, '.client-modules');
for (const [request, exports] of Object.entries(STAND_INS)) {
  const filename = path.join(STAND_IN_DIR, `${request.replace(/[^\w.-]+/g, '_')}.js`);
  const module = new Module(filename);
  module.filename = filename;
  module.exports = exports;
  module.loaded = true;
  require.cache[filename] = module;
  STAND_INS[request] = filename;
}

answerRequests((request) => {
  const standIn = STAND_INS[request];
  return typeof standIn === 'string' ? standIn : undefined;
});
