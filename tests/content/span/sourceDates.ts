import {proseLines, type CorpusDocument} from '../coherence/corpus';

/**
 * The record runs from 2025-10-05 to 2025-10-15 (CANON.md, "Time"). The
 * Netflix notes carry no date of their own, so what keeps them inside the
 * record is their sources: none may be dated after its last day. A month
 * alone ("October 2025") is after it when the month ends later, since the
 * reader cannot tell the day.
 */
export const RECORD_LAST_DAY = '2025-10-15';

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
/** `Nov 2025`, `November 2025`, `18 Oct. 2025`: a month, whole or cut to three letters, with its year and perhaps its day. */
const MONTH_YEAR = new RegExp(
  `\\b(?:(\\d{1,2}) )?((?:${MONTHS.map((m) => `${m.slice(0, 3)}(?:${m.slice(3)})?`).join('|')})\\.?) (\\d{4})\\b`,
  'gi',
);
const ISO_DATE = /\b(\d{4})-(\d{2})-(\d{2})\b/g;

const pad = (n: number) => String(n).padStart(2, '0');
const lastDayOf = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** The latest day a date written in prose can stand for, as `YYYY-MM-DD`. */
function latestDays(text: string): Array<{written: string; latest: string}> {
  const found: Array<{written: string; latest: string}> = [];
  for (const m of text.matchAll(MONTH_YEAR)) {
    const month = MONTHS.findIndex((name) => name.startsWith(m[2].toLowerCase().slice(0, 3))) + 1;
    const year = Number(m[3]);
    const day = m[1] ? Number(m[1]) : lastDayOf(year, month);
    found.push({written: m[0], latest: `${year}-${pad(month)}-${pad(day)}`});
  }
  for (const m of text.matchAll(ISO_DATE)) found.push({written: m[0], latest: m[0]});
  return found;
}

/** `file:line: ...` for each date in a Netflix note's prose that may fall after the record's last day. */
export function sourceDateProblems(documents: readonly CorpusDocument[]): string[] {
  return documents
    .filter((doc) => /(^|\/)netflix-[^/]*\.md$/.test(doc.file))
    .flatMap((doc) =>
      proseLines(doc).flatMap((line) =>
        latestDays(line.text)
          .filter((date) => date.latest > RECORD_LAST_DAY)
          .map(
            (date) =>
              `${line.file}:${line.line}: "${date.written}" may fall after the record's last day, ${RECORD_LAST_DAY}; cite only sources published inside the record`,
          ),
      ),
    );
}
