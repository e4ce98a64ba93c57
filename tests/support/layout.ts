/**
 * The width of a document's article column at 1280 px, in CSS pixels: what is
 * left beside the sidebar and the table of contents. Every drawing must show
 * at its legible width within it (tests/site/pageContent.test.ts, from the
 * HTML); tests/e2e/diagrams.test.ts measures the column in Chromium, so this
 * figure cannot drift from the layout unnoticed.
 */
export const DESKTOP_COLUMN_PX = 703;
