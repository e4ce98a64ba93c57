import {OPEN_STATUSES, SETTLED_STATUSES} from '../../config/evaluatorQuestions';
import type {SectionStanding} from '../../plugins/design-record/pageData';

/** One link of "what is settled, what is open": how many of a section's documents have a status, and where the index shows just them. */
export interface StatusLink {
  key: string;
  text: string;
  href: string;
}

/** A section index filtered to one status: the index reads `?status=`. */
export const statusHref = (permalink: string, status: string) => `${permalink}?status=${encodeURIComponent(status)}`;

/** "ADRs: 40 accepted": each section's documents with one of `statuses`, in section then status order. */
export function statusLinks(standing: readonly SectionStanding[], statuses: readonly string[]): StatusLink[] {
  return standing.flatMap((section) =>
    section.statuses
      .filter(({status}) => statuses.includes(status))
      .map(({status, count}) => ({
        key: `${section.id}/${status}`,
        text: `${section.label}: ${count} ${status.toLowerCase()}`,
        href: statusHref(section.permalink, status),
      })),
  );
}

export const settledLinks = (standing: readonly SectionStanding[]) => statusLinks(standing, SETTLED_STATUSES);
export const openLinks = (standing: readonly SectionStanding[]) => statusLinks(standing, OPEN_STATUSES);
