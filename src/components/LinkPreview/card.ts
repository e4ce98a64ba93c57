/**
 * The link preview card, loaded on first use with every document's preview
 * data (one chunk, one request). One card element serves the whole page: it is
 * placed in the document below the link (above it when there is no room
 * below), so it never covers the link and moves nothing else (it is absolutely
 * positioned, outside the flow). The link points at it with
 * aria-describedby, and a polite live region says what it shows.
 */
import previews from '@generated/design-record/default/previews.json';
import {formatDocumentDate} from '../../lib/designRecord';
import badgeStyles from '../StatusBadge/styles.module.css';
import {recordDocumentPath} from './targets';
import styles from './styles.module.css';

const CARD_ID = 'prism-link-preview';
/** Space between the link and the card, and the card and the window's edges. */
const GAP = 8;

let card: HTMLElement | undefined;
let announcer: HTMLElement | undefined;
let describedLink: HTMLAnchorElement | undefined;

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className?: string, text?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

function ensureElements(): {card: HTMLElement; announcer: HTMLElement} {
  if (!card || !card.isConnected) {
    card = element('div', styles.card);
    card.id = CARD_ID;
    card.setAttribute('role', 'tooltip');
    card.hidden = true;
    document.body.append(card);
  }
  if (!announcer || !announcer.isConnected) {
    // The site's visually hidden class (src/css/custom.css): read by screen readers, not shown.
    announcer = element('div', 'sr-only');
    announcer.setAttribute('aria-live', 'polite');
    document.body.append(announcer);
  }
  return {card, announcer};
}

/** The preview of the document a link leads to, if it is one of the record's. */
export function previewFor(link: HTMLAnchorElement) {
  const path = recordDocumentPath(link.href, window.location.href);
  return path !== undefined && Object.prototype.hasOwnProperty.call(previews, path) ? previews[path] : undefined;
}

function fill(target: HTMLElement, preview: NonNullable<ReturnType<typeof previewFor>>): string {
  const meta = element('p', styles.meta);
  if (preview.reference) meta.append(element('strong', styles.reference, preview.reference));
  if (preview.status) {
    const tone = preview.status.toLowerCase().replace(/[^a-z]/g, '');
    meta.append(element('span', `${badgeStyles.badge} ${badgeStyles[tone] ?? ''}`, preview.status));
  }
  if (preview.date) {
    const time = element('time', styles.date, formatDocumentDate(preview.date));
    time.dateTime = preview.date;
    meta.append(time);
  }
  const parts: HTMLElement[] = [meta, element('p', styles.title, preview.title)];
  if (preview.supersededBy) parts.push(element('p', styles.superseded, `Superseded by ${preview.supersededBy}`));
  parts.push(element('p', styles.summary, preview.summary));
  target.replaceChildren(...parts);
  return [preview.reference, preview.title, preview.status, preview.supersededBy && `superseded by ${preview.supersededBy}`]
    .filter(Boolean)
    .join(', ');
}

/** Places the card under the link's first line (or over it, when the window has no room below), inside the window's width. */
function place(target: HTMLElement, link: HTMLAnchorElement): void {
  const box = link.getClientRects()[0] ?? link.getBoundingClientRect();
  const {width, height} = target.getBoundingClientRect();
  const below = box.bottom + GAP + height <= window.innerHeight || box.top - GAP - height < 0;
  const top = below ? box.bottom + GAP : box.top - GAP - height;
  const left = Math.max(GAP, Math.min(box.left, document.documentElement.clientWidth - width - GAP));
  target.style.top = `${Math.round(top + window.scrollY)}px`;
  target.style.left = `${Math.round(left + window.scrollX)}px`;
}

export function showPreview(link: HTMLAnchorElement): void {
  const preview = previewFor(link);
  if (!preview) return;
  const {card: target, announcer: live} = ensureElements();
  hidePreview();
  const said = fill(target, preview);
  target.style.visibility = 'hidden';
  target.hidden = false;
  place(target, link);
  target.style.visibility = '';
  describedLink = link;
  link.setAttribute('aria-describedby', CARD_ID);
  live.textContent = `Preview: ${said}`;
}

export function hidePreview(): void {
  if (card) card.hidden = true;
  if (announcer) announcer.textContent = '';
  describedLink?.removeAttribute('aria-describedby');
  describedLink = undefined;
}
