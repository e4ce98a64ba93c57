import {useEffect, useState, type RefObject} from 'react';

/** How many column headings the region's name lists before "and N more". */
const NAMED_COLUMNS = 3;

/** The name a scrolling table's region is announced by: its caption, or its first column headings. */
export function tableRegionLabel(table: HTMLTableElement | null): string {
  const caption = table?.caption?.textContent?.trim();
  if (caption) return `Table: ${caption}, scrolls sideways`;
  const headings = [...(table?.tHead?.rows[0]?.cells ?? [])].map((cell) => cell.textContent?.trim() ?? '').filter(Boolean);
  const more = headings.length > NAMED_COLUMNS ? ` and ${headings.length - NAMED_COLUMNS} more` : '';
  const columns = headings.length > 0 ? ` with columns ${headings.slice(0, NAMED_COLUMNS).join(', ')}${more}` : '';
  return `Table${columns}, scrolls sideways`;
}

/**
 * Whether the table in `box` is wider than the box, kept current as either
 * changes size (a phone turned, a font loaded). Returns the region's name while
 * it is, undefined while it fits. The server and the first render in the
 * browser know no widths and render the plain box, so hydration matches.
 */
export function useSidewaysScroll(box: RefObject<HTMLElement>): string | undefined {
  const [label, setLabel] = useState<string>();
  useEffect(() => {
    const element = box.current;
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const table = element.querySelector('table');
    const update = () => setLabel(element.scrollWidth > element.clientWidth + 1 ? tableRegionLabel(table) : undefined);
    const resized = new ResizeObserver(update);
    resized.observe(element);
    if (table) resized.observe(table);
    return () => resized.disconnect();
  }, [box]);
  return label;
}
