/*
 * The full-screen drawing's zoom: fitted to the space it has when it opens,
 * then changed by the buttons, a pinch (two fingers) or Ctrl + wheel (a
 * trackpad's pinch arrives as one). Pure arithmetic, so it is unit-tested.
 */
export const MIN_ZOOM = 0.25;
export const MAX_ZOOM = 4;
/** One press of "Zoom in" or "Zoom out". */
export const STEP = 1.25;
/** The fitted size never enlarges a small drawing beyond twice its natural size. */
const MAX_FIT = 2;

export const clampZoom = (zoom: number) => Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, zoom));

/** The zoom at which the whole drawing fills the box it is shown in (both sides), within the limits. */
export function fitZoom(box: {width: number; height: number}, drawing: {width: number; height: number}): number {
  if (box.width <= 0 || box.height <= 0 || drawing.width <= 0 || drawing.height <= 0) return 1;
  return clampZoom(Math.min(MAX_FIT, box.width / drawing.width, box.height / drawing.height));
}

/** Two fingers that started `startDistance` apart at `startZoom` and are now `distance` apart. */
export const pinchZoom = (startZoom: number, startDistance: number, distance: number) =>
  startDistance > 0 ? clampZoom(startZoom * (distance / startDistance)) : startZoom;

/** A wheel turn with Ctrl held (or a trackpad pinch): up enlarges, down shrinks, in proportion to the turn. */
export const wheelZoom = (zoom: number, deltaY: number) => clampZoom(zoom * Math.exp(-deltaY / 200));
