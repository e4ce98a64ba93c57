import type {List, ListItem, PhrasingContent, RootContent} from 'mdast';
import {toMarkdown} from 'mdast-util-to-markdown';
import {sectionById} from '../../../config/sections';
import type {PublishedDocument} from '../model';
import {MARKDOWN_STYLE} from './body';

/**
 * A document's Markdown file: its number and title as the heading, a metadata
 * block with what documents.json says of it, the body, and the documents that
 * link to it ("Referenced by", as the page ends).
 */

/** Another document as the Markdown names it: `ADR-012: Title`, and its Markdown file's absolute URL. */
export interface DocumentLink {
  text: string;
  url: string;
}

/** The metadata block's labels, by documents.json field, in the order the block lists them. */
export const METADATA_LABELS = {
  kind: 'Kind',
  status: 'Status',
  date: 'Date',
  tags: 'Tags',
  supersedes: 'Supersedes',
  supersededBy: 'Superseded by',
  url: 'Canonical URL',
} as const satisfies Partial<Record<keyof PublishedDocument, string>>;

/** A relation's label from its name in the record: `builds-on` -> `Builds on`. */
export const relationLabel = (name: string): string => {
  const words = name
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[-_]/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/**
 * Typed relations, read generically from the published document: any
 * `relations` entry naming documents by id (`{amends: ['adr-005']}`), each as
 * one row, its label from its name. Supersession already has its own rows.
 */
function relationRows(doc: PublishedDocument): Array<[string, string[]]> {
  const relations = (doc as {relations?: unknown}).relations;
  if (!relations || typeof relations !== 'object') return [];
  const own = new Set<string>([METADATA_LABELS.supersedes, METADATA_LABELS.supersededBy]);
  return Object.entries(relations as Record<string, unknown>)
    .map(([name, ids]): [string, string[]] => [
      relationLabel(name),
      (Array.isArray(ids) ? ids : [ids]).filter((id) => typeof id === 'string'),
    ])
    .filter(([label, ids]) => ids.length > 0 && !own.has(label));
}

const text = (value: string): PhrasingContent => ({type: 'text', value});
const link = ({text: label, url}: DocumentLink): PhrasingContent => ({type: 'link', url, children: [text(label)]});

function list(items: PhrasingContent[][]): List {
  return {
    type: 'list',
    ordered: false,
    spread: false,
    children: items.map((children): ListItem => ({type: 'listItem', spread: false, children: [{type: 'paragraph', children}]})),
  };
}

const joined = (parts: PhrasingContent[][]): PhrasingContent[] => parts.flatMap((part, i) => (i === 0 ? part : [text(', '), ...part]));

export interface DocumentMarkdown {
  doc: PublishedDocument;
  /** Deciders or authors, as the page's header names them. */
  people: readonly string[];
  /** The body as ./body.ts writes it. */
  body: string;
  /** A published document's link by id. */
  linkTo: (id: string) => DocumentLink;
}

export function documentMarkdown({doc, people, body, linkTo}: DocumentMarkdown): string {
  const section = sectionById(doc.section);
  const documents = (ids: readonly string[]) => joined(ids.map((id) => [link(linkTo(id))]));
  const rows: Array<[string, PhrasingContent[] | undefined]> = [
    [METADATA_LABELS.kind, [text(doc.kind)]],
    [METADATA_LABELS.status, doc.status ? [text(doc.status)] : undefined],
    [METADATA_LABELS.date, doc.date ? [text(doc.date)] : undefined],
    [section.peopleField === 'deciders' ? 'Deciders' : 'Authors', people.length ? [text(people.join(', '))] : undefined],
    [METADATA_LABELS.tags, doc.tags.length ? [text(doc.tags.join(', '))] : undefined],
    [METADATA_LABELS.supersedes, doc.supersedes ? documents([doc.supersedes]) : undefined],
    [METADATA_LABELS.supersededBy, doc.supersededBy ? documents([doc.supersededBy]) : undefined],
    ...relationRows(doc).map(([label, ids]): [string, PhrasingContent[]] => [label, documents(ids)]),
    [METADATA_LABELS.url, [link({text: doc.url, url: doc.url})]],
  ];
  const head: RootContent[] = [
    {type: 'heading', depth: 1, children: [text(doc.reference ? `${doc.reference}: ${doc.title}` : doc.title)]},
    list(rows.flatMap(([label, value]) => (value ? [[text(`${label}: `), ...value]] : []))),
  ];
  const referencedBy: RootContent[] = doc.referencedBy.length
    ? [{type: 'heading', depth: 2, children: [text('Referenced by')]}, list(doc.referencedBy.map((id) => [link(linkTo(id))]))]
    : [];
  const write = (children: RootContent[]) => toMarkdown({type: 'root', children}, MARKDOWN_STYLE).trimEnd();
  return [write(head), body, ...(referencedBy.length ? [write(referencedBy)] : [])].filter((part) => part !== '').join('\n\n') + '\n';
}
