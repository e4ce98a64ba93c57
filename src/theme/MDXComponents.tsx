import MDXComponents from '@theme-original/MDXComponents';
import ScrollTable from '@site/src/components/ScrollTable';

/**
 * The theme's MDX components, with Markdown tables rendered inside a box that
 * scrolls sideways on its own (src/components/ScrollTable), so that a wide table
 * never makes the page wider than a phone's screen.
 */
export default {
  ...MDXComponents,
  table: ScrollTable,
};
