import type {SectionSummary} from '../model';
import type {DocumentLink} from './document';

/**
 * `/llms.txt` as the llms.txt proposal (llmstxt.org) lays it out: the site's
 * name as the heading, a summary in a blockquote, a paragraph on how to read
 * the record, then one `##` section per section of the record listing each
 * document's Markdown file with its status and what it is about.
 * `/llms-full.txt` is the same opening followed by every document's Markdown.
 */
export const LLMS_FILE = 'llms.txt';
export const LLMS_FULL_FILE = 'llms-full.txt';

export const RECORD_SUMMARY =
  'Prism is a data access gateway: applications talk to one gRPC API and say what data they need, and Prism chooses the ' +
  'datastore behind it (Redis, PostgreSQL, Kafka, NATS and others), provisions it, and stands between the two on every ' +
  'request, with a Rust proxy in front of Go pattern runners. This is its design record, written between 2025-10-05 and ' +
  '2025-10-15: decisions with the alternatives they beat, detailed designs, measurements, and the product requirements ' +
  'they serve.';

const HOW_TO_READ = [
  'The record has six sections. Architecture decision records (ADRs) each settle one decision; requests for comment (RFCs) ' +
    'give detailed designs; memos report measurements, reviews and plans; the PRD states the product targets every ' +
    'record cites; the Netflix notes summarise the public data gateway Prism is modelled on; and the docs give the ' +
    'overview, the architecture and the change log.',
  "A document's status says how far to rely on it. A superseded document stays as history and names its successor in " +
    'its metadata; a proposed one is not yet decided. Each link below is the Markdown of one document: its metadata ' +
    '(kind, status, date, people, tags, related documents), its text, and the documents that refer to it.',
];

export interface ListedDocument extends DocumentLink {
  section: string;
  status?: string;
  description: string;
}

const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim();

function opening(title: string, fullUrl: string | undefined): string[] {
  return [
    `# ${title}`,
    '',
    `> ${RECORD_SUMMARY}`,
    '',
    ...HOW_TO_READ.flatMap((paragraph) => [paragraph, '']),
    ...(fullUrl ? [`Every document's Markdown in one file, in record order: ${fullUrl}`, ''] : []),
  ];
}

export function llmsTxt(title: string, sections: readonly SectionSummary[], documents: readonly ListedDocument[], fullUrl: string): string {
  const lines = opening(title, fullUrl);
  for (const section of sections) {
    const listed = documents.filter((doc) => doc.section === section.id);
    if (listed.length === 0) continue;
    lines.push(`## ${section.label}`, '', oneLine(section.purpose), '');
    for (const doc of listed) {
      const about = [doc.status && `${doc.status}.`, oneLine(doc.description)].filter(Boolean).join(' ');
      lines.push(`- [${doc.text.replace(/[[\]]/g, '\\$&')}](${doc.url}): ${about}`);
    }
    lines.push('');
  }
  return lines.join('\n');
}

export function llmsFullTxt(title: string, markdown: readonly string[]): string {
  return [...opening(title, undefined), ...markdown.map((text) => `${text.trimEnd()}\n`)].join('\n');
}
