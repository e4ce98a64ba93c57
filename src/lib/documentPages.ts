import {useActivePlugin, useDoc} from '@docusaurus/plugin-content-docs/client';
import documents from '@generated/design-record/default/document-pages.json';
import {RELATION_TYPES, type Relations} from '../config/relations';
import {sectionOfDocsPlugin} from '../config/sections';
import type {DocumentPageRecord} from '../plugins/design-record/pageData';

/*
 * The design record as document pages need it (header, superseded banner,
 * "Referenced by"): one compact module, imported only by components that render
 * on document pages, so it ships in their chunk rather than in main.js.
 */

/** A published document's record by id, if there is one. */
export function documentById(id: string): DocumentPageRecord | undefined {
  return Object.prototype.hasOwnProperty.call(documents, id) ? documents[id] : undefined;
}

/** The record of the document being rendered (inside a doc page), found by docs plugin instance and doc id. */
export function useCurrentDocumentRecord(): (DocumentPageRecord & {id: string}) | undefined {
  const {metadata} = useDoc();
  const section = sectionOfDocsPlugin(useActivePlugin()?.pluginId);
  const doc = documentById(metadata.id);
  return doc && doc.section === section ? {...doc, id: metadata.id} : undefined;
}

/**
 * A document's typed relations, both sides: those it writes, as the data holds
 * them, and the reverse sides found among the others' (in reading order, the
 * data's order). One pass over ~130 small records: not worth a cache.
 */
export function relationsOf(id: string): Relations {
  const relations: Relations = {...documentById(id)?.relations};
  for (const [source, doc] of Object.entries(documents)) {
    for (const {type, reverse} of RELATION_TYPES) {
      if (doc.relations?.[type]?.includes(id)) (relations[reverse] ??= []).push(source);
    }
  }
  return relations;
}
