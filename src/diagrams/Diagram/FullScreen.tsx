import React, {useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode, type RefObject} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import type {Markup} from '../drawing';
import {clampZoom, fitZoom, MAX_ZOOM, MIN_ZOOM, pinchZoom, STEP, wheelZoom} from './zoom';
import styles from './styles.module.css';

/** The drawing's markup with ids of its own, so the copy in the dialog clashes with nothing on the page. */
function copyForDialog(markup: Markup, drawing: string): Markup {
  const rename = (svg: string) => svg.replaceAll(`dg-${drawing}-`, `dg-${drawing}-full-`);
  return {light: rename(markup.light), dark: rename(markup.dark)};
}

/**
 * Pinch (two touch points) and Ctrl + wheel on the viewport change the zoom.
 * The viewport's CSS `touch-action: pan-x pan-y` keeps the browser's own pinch
 * (which would zoom the whole page) out of it; one finger still scrolls.
 */
function useGestureZoom(viewport: RefObject<HTMLDivElement | null>, active: boolean, zoom: number, setZoom: (zoom: number) => void) {
  const current = useRef(zoom);
  useEffect(() => {
    current.current = zoom;
  }, [zoom]);
  useEffect(() => {
    const element = viewport.current;
    if (!active || !element) return undefined;
    const touches = new Map<number, {x: number; y: number}>();
    let pinch: {distance: number; zoom: number} | undefined;
    const spread = () => {
      const [a, b] = [...touches.values()];
      return Math.hypot(a.x - b.x, a.y - b.y);
    };
    const down = (event: PointerEvent) => {
      if (event.pointerType !== 'touch') return;
      touches.set(event.pointerId, {x: event.clientX, y: event.clientY});
      if (touches.size === 2) pinch = {distance: spread(), zoom: current.current};
    };
    const move = (event: PointerEvent) => {
      if (!touches.has(event.pointerId)) return;
      touches.set(event.pointerId, {x: event.clientX, y: event.clientY});
      if (pinch && touches.size === 2) setZoom(pinchZoom(pinch.zoom, pinch.distance, spread()));
    };
    const up = (event: PointerEvent) => {
      touches.delete(event.pointerId);
      if (touches.size < 2) pinch = undefined;
    };
    const wheel = (event: WheelEvent) => {
      if (!event.ctrlKey) return;
      event.preventDefault();
      setZoom(wheelZoom(current.current, event.deltaY));
    };
    element.addEventListener('pointerdown', down);
    element.addEventListener('pointermove', move);
    element.addEventListener('pointerup', up);
    element.addEventListener('pointercancel', up);
    element.addEventListener('wheel', wheel, {passive: false});
    return () => {
      element.removeEventListener('pointerdown', down);
      element.removeEventListener('pointermove', move);
      element.removeEventListener('pointerup', up);
      element.removeEventListener('pointercancel', up);
      element.removeEventListener('wheel', wheel);
    };
  }, [viewport, active, setZoom]);
}

/**
 * "Full screen": a modal <dialog> showing the diagram across the whole window,
 * fitted to the space below its toolbar and centred, with zoom buttons, pinch
 * and Ctrl + wheel; Escape or "Close" closes it and the focus returns to the
 * button. Like Docusaurus's own colour mode toggle, the button is disabled in
 * the server HTML and works once the page is interactive.
 */
export default function FullScreen({
  markup,
  drawing,
  title,
  width,
  height,
}: {
  /** The drawing's markup, read when the dialog opens; none while the drawing is still loading. */
  markup?: () => Markup | undefined;
  drawing: string;
  title: string;
  width: number;
  height: number;
}): ReactNode {
  const isBrowser = useIsBrowser();
  const [copy, setCopy] = useState<Markup>();
  const [zoom, setZoom] = useState(1);
  const dialog = useRef<HTMLDialogElement>(null);
  const viewport = useRef<HTMLDivElement>(null);
  const opener = useRef<HTMLButtonElement>(null);

  const open = copy !== undefined;

  /** The zoom at which the whole drawing fills the viewport's content box, as laid out now. */
  const fitted = useCallback(() => {
    const box = viewport.current;
    if (!box) return 1;
    const style = getComputedStyle(box);
    const padding = (a: string, b: string) => parseFloat(style.getPropertyValue(a)) + parseFloat(style.getPropertyValue(b));
    return fitZoom(
      {
        width: box.clientWidth - padding('padding-left', 'padding-right'),
        height: box.clientHeight - padding('padding-top', 'padding-bottom'),
      },
      {width, height},
    );
  }, [width, height]);

  // Opened and fitted before the first paint: the reader never sees it at another size.
  useLayoutEffect(() => {
    if (open && dialog.current && !dialog.current.open) {
      dialog.current.showModal();
      setZoom(fitted());
    }
  }, [open, fitted]);

  useGestureZoom(viewport, open, zoom, setZoom);

  const show = () => {
    const shown = markup?.();
    if (shown) setCopy(copyForDialog(shown, drawing));
  };
  const closed = () => {
    setCopy(undefined);
    opener.current?.focus();
  };
  return (
    <>
      <button ref={opener} type="button" className={styles.open} disabled={!isBrowser || !markup} onClick={show} aria-haspopup="dialog">
        Full screen
      </button>
      {open && (
        <dialog ref={dialog} className={styles.dialog} aria-label={title} onClose={closed}>
          <div className={styles.toolbar}>
            <span className={styles.dialogTitle}>{title}</span>
            <span className={styles.zoomLevel} aria-live="polite">
              {Math.round(zoom * 100)}%
            </span>
            <button type="button" onClick={() => setZoom((z) => clampZoom(z / STEP))} disabled={zoom <= MIN_ZOOM}>
              Zoom out
            </button>
            <button type="button" onClick={() => setZoom((z) => clampZoom(z * STEP))} disabled={zoom >= MAX_ZOOM}>
              Zoom in
            </button>
            <button type="button" onClick={() => setZoom(fitted())}>
              Fit
            </button>
            <button type="button" onClick={() => dialog.current?.close()}>
              Close
            </button>
          </div>
          <div
            ref={viewport}
            className={styles.viewport}
            tabIndex={0}
            role="group"
            aria-label={`${title}, zoomed to ${Math.round(zoom * 100)}%`}
          >
            {copy && (
              <div className={styles.zoomed} style={{width: `${width * zoom}px`}}>
                <div className={styles.light} dangerouslySetInnerHTML={{__html: copy.light}} />
                <div className={styles.dark} dangerouslySetInnerHTML={{__html: copy.dark}} />
              </div>
            )}
          </div>
        </dialog>
      )}
    </>
  );
}
