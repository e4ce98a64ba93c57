/**
 * Link previews, the part every page loads: a few listeners that notice a
 * reader hovering over or tabbing to a link to another document of the record,
 * and load the card (src/components/LinkPreview/card.ts, its code and all the
 * previews' data in one chunk) only then. Hover shows the card after a short
 * intent delay; keyboard focus at once; touch never (a tap follows the link).
 */
import {PREVIEW_SCOPE, recordDocumentPath} from '../components/LinkPreview/targets';

/** How long the pointer rests on a link before its card opens. */
export const HOVER_INTENT_MS = 350;

type Card = typeof import('../components/LinkPreview/card');

let card: Promise<Card> | undefined;
const loadCard = () => (card ??= import('../components/LinkPreview/card'));

/** Focus this soon after a pointer press came from that press (a tap or a click), not from the keyboard. */
const PRESS_FOCUS_MS = 800;

let pending: ReturnType<typeof setTimeout> | undefined;
let pressedAt = -Infinity;
let openFor: HTMLAnchorElement | undefined;

/** The link to a record document this event is on, if it is in previewed content and leads to another page. */
function previewedLink(target: EventTarget | null): HTMLAnchorElement | undefined {
  const link = target instanceof Element ? target.closest<HTMLAnchorElement>('a[href]') : null;
  if (!link || !link.closest(PREVIEW_SCOPE)) return undefined;
  const path = recordDocumentPath(link.href, window.location.href);
  return path ? link : undefined;
}

function open(link: HTMLAnchorElement, delay: number): void {
  clearTimeout(pending);
  pending = setTimeout(() => {
    openFor = link;
    void loadCard().then((c) => {
      if (openFor === link) c.showPreview(link);
    });
  }, delay);
}

function close(): void {
  clearTimeout(pending);
  openFor = undefined;
  if (card) void card.then((c) => c.hidePreview());
}

function install(): void {
  document.addEventListener('pointerdown', () => (pressedAt = performance.now()), true);
  document.addEventListener('keydown', (e) => {
    if (e.key === 'Escape' && openFor) close();
  });
  document.addEventListener('pointerover', (e) => {
    const link = e.pointerType === 'mouse' || e.pointerType === 'pen' ? previewedLink(e.target) : undefined;
    if (link && link !== openFor) open(link, HOVER_INTENT_MS);
  });
  document.addEventListener('pointerout', (e) => {
    const link = previewedLink(e.target);
    if (link && !link.contains(e.relatedTarget as Node | null)) close();
  });
  document.addEventListener('focusin', (e) => {
    const link = performance.now() - pressedAt > PRESS_FOCUS_MS ? previewedLink(e.target) : undefined;
    if (link) open(link, 0);
  });
  document.addEventListener('focusout', (e) => {
    if (previewedLink(e.target)) close();
  });
}

if (typeof document !== 'undefined') install();

export function onRouteDidUpdate(): void {
  close();
}
