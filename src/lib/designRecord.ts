import {usePluginData} from '@docusaurus/useGlobalData';
import {useActivePlugin, useDoc} from '@docusaurus/plugin-content-docs/client';
import type {DesignRecordData, DocumentRecord, SectionSummary} from '../plugins/design-record/model';
import type {SectionId} from '../config/sections';

export type {DesignRecordData, DocumentRecord, SectionSummary};

/** The design-record plugin's global data: every document and section summary. */
export function useDesignRecord(): DesignRecordData {
  return usePluginData('design-record') as DesignRecordData;
}

export function useSection(id: SectionId): {section: SectionSummary; documents: DocumentRecord[]} {
  const {documents, sections} = useDesignRecord();
  const section = sections.find((s) => s.id === id);
  if (!section) {
    throw new Error(`No section "${id}" in the design record`);
  }
  return {section, documents: documents.filter((d) => d.section === id)};
}

/** en-US date for a `YYYY-MM-DD` string, formatted in UTC so server and browser agree. */
const DATE_FORMAT = new Intl.DateTimeFormat('en-US', {year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC'});
export function formatDocumentDate(isoDate: string): string {
  return DATE_FORMAT.format(new Date(`${isoDate}T00:00:00Z`));
}

/** The record of the document being rendered (inside a doc page), found by docs plugin instance and doc id. */
export function useCurrentDocumentRecord(): DocumentRecord | undefined {
  const {metadata} = useDoc();
  const pluginId = useActivePlugin()?.pluginId;
  const section = pluginId === 'default' ? 'docs' : pluginId;
  const {documents} = useDesignRecord();
  return documents.find((d) => d.section === section && d.id === metadata.id);
}

export function useDocumentsById(): Map<string, DocumentRecord> {
  const {documents} = useDesignRecord();
  return new Map(documents.map((d) => [d.id, d]));
}

export const displayTitle = (doc: DocumentRecord) => (doc.reference ? `${doc.reference}: ${doc.title}` : doc.title);
