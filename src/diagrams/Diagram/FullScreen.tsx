import React, {useEffect, useRef, useState, type ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import type {Markup} from '../drawing';
import styles from './styles.module.css';

const STEP = 1.25;
const MIN_ZOOM = 0.25;
const MAX_ZOOM = 4;

/** The drawing's markup with ids of its own, so the copy in the dialog clashes with nothing on the page. */
function copyForDialog(markup: Markup, drawing: string): Markup {
  const rename = (svg: string) => svg.replaceAll(`dg-${drawing}-`, `dg-${drawing}-full-`);
  return {light: rename(markup.light), dark: rename(markup.dark)};
}

/**
 * "Full screen": a modal <dialog> showing the diagram across the whole window,
 * with zoom buttons; Escape or "Close" closes it and the focus returns to the
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
  const opener = useRef<HTMLButtonElement>(null);

  const open = copy !== undefined;

  useEffect(() => {
    if (open && dialog.current && !dialog.current.open) dialog.current.showModal();
  }, [open]);

  const show = () => {
    const shown = markup?.();
    if (!shown) return;
    // The whole diagram fitted to the window at first (below the toolbar), never enlarged beyond twice the natural size.
    const fit = Math.min((window.innerWidth - 32) / width, (window.innerHeight - 96) / height);
    setZoom(Math.min(2, Math.max(MIN_ZOOM, fit)));
    setCopy(copyForDialog(shown, drawing));
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
            <button type="button" onClick={() => setZoom((z) => Math.max(MIN_ZOOM, z / STEP))} disabled={zoom <= MIN_ZOOM}>
              Zoom out
            </button>
            <button type="button" onClick={() => setZoom((z) => Math.min(MAX_ZOOM, z * STEP))} disabled={zoom >= MAX_ZOOM}>
              Zoom in
            </button>
            <button type="button" onClick={() => dialog.current?.close()}>
              Close
            </button>
          </div>
          <div className={styles.viewport} tabIndex={0} role="group" aria-label={`${title}, zoomed to ${Math.round(zoom * 100)}%`}>
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
