/**
 * Link previews, the part every page loads: a few listeners that notice a
 * reader hovering over or tabbing to a link to another document of the record,
 * and load the card (src/components/LinkPreview/card.ts, its code and all the
 * previews' data in one chunk) only then. Hover shows the card after a short
 * intent delay; keyboard focus at once; on a touch screen a long press (a tap
 * still follows the link), and a tap anywhere else closes it.
 */
import {PREVIEW_SCOPE, recordDocumentPath} from '../components/LinkPreview/targets';

/** How long the pointer rests on a link before its card opens. */
export const HOVER_INTENT_MS = 350;

type Card = typeof import('../components/LinkPreview/card');

let card: Promise<Card> | undefined;
const loadCard = () => (card ??= import('../components/LinkPreview/card'));

/** Focus this soon after a pointer press came from that press (a tap or a click), not from the keyboard. */
const PRESS_FOCUS_MS = 800;

/** How long a finger rests on a link before its card opens instead of the link being followed (a phone's own long press). */
export const LONG_PRESS_MS = 500;
/** A finger that moves farther than this (CSS px) is scrolling, not pressing. */
export const PRESS_SLOP_PX = 10;

/** True when a finger that went down at `from` and is now at `to` has moved too far for a press. */
export const movedTooFar = (from: {x: number; y: number}, to: {x: number; y: number}): boolean =>
  Math.hypot(to.x - from.x, to.y - from.y) > PRESS_SLOP_PX;

let pending: ReturnType<typeof setTimeout> | undefined;
let pressedAt = -Infinity;
let openFor: HTMLAnchorElement | undefined;

/** A finger resting on a previewed link, not yet long enough to open its card. */
let press: {link: HTMLAnchorElement; pointerId: number; x: number; y: number; timer: ReturnType<typeof setTimeout>} | undefined;
/** The link a long press opened the card of: the click that may end that press must not follow it. */
let longPressed: HTMLAnchorElement | undefined;

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

function endPress(): void {
  if (press) clearTimeout(press.timer);
  press = undefined;
}

function completePress(): void {
  if (!press) return;
  const {link} = press;
  endPress();
  longPressed = link;
  open(link, 0);
}

function startPress(e: PointerEvent): void {
  endPress();
  longPressed = undefined;
  const link = previewedLink(e.target);
  // A tap anywhere but on the link whose card is open closes the card (the card itself takes no touches).
  if (openFor && link !== openFor) close();
  if (!link) return;
  // iOS shows its own menu on a long press unless told not to; the card takes its place.
  link.style.setProperty('-webkit-touch-callout', 'none');
  press = {link, pointerId: e.pointerId, x: e.clientX, y: e.clientY, timer: setTimeout(completePress, LONG_PRESS_MS)};
}

function installLongPress(): void {
  document.addEventListener(
    'pointerdown',
    (e) => {
      if (e.pointerType === 'touch') startPress(e);
    },
    true,
  );
  document.addEventListener('pointermove', (e) => {
    if (press && e.pointerId === press.pointerId && movedTooFar(press, {x: e.clientX, y: e.clientY})) endPress();
  });
  document.addEventListener('pointerup', endPress);
  document.addEventListener('pointercancel', endPress);
  // Android announces its long press with a context menu: the card replaces it, at once.
  document.addEventListener('contextmenu', (e) => {
    if (!press && !longPressed?.contains(e.target as Node | null)) return;
    e.preventDefault();
    completePress();
  });
  document.addEventListener(
    'click',
    (e) => {
      if (!longPressed?.contains(e.target as Node | null)) return;
      e.preventDefault();
      e.stopPropagation();
      longPressed = undefined;
    },
    true,
  );
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
    // A finger "leaves" the link as it lifts: only a mouse or pen moving away closes the card.
    const link = e.pointerType === 'touch' ? undefined : previewedLink(e.target);
    if (link && !link.contains(e.relatedTarget as Node | null)) close();
  });
  document.addEventListener('focusin', (e) => {
    const link = performance.now() - pressedAt > PRESS_FOCUS_MS ? previewedLink(e.target) : undefined;
    if (link) open(link, 0);
  });
  document.addEventListener('focusout', (e) => {
    if (previewedLink(e.target)) close();
  });
  installLongPress();
}

if (typeof document !== 'undefined') install();

export function onRouteDidUpdate(): void {
  close();
}
