import {DOCUMENT_REFERENCE} from '../config/sections';

/**
 * Remark plugin: a link whose whole text is a document's number (`RFC-035`,
 * written by hand or made by ./crossReferences) gets the class
 * DOCUMENT_NUMBER_CLASS, which keeps it on one line (src/css/custom.css).
 * Browsers may break a line after a hyphen, and on a phone "RFC-" would end
 * one line with "035" starting the next. A class in the HTML, rather than a
 * component, costs the page nothing at load.
 */
export const DOCUMENT_NUMBER_CLASS = 'document-number';

interface Node {
  type: string;
  value?: string;
  children?: Node[];
  data?: {hProperties?: {className?: string[]}};
}

/** A text that is a document's number and nothing else: `RFC-035`. */
export const WHOLE_NUMBER = new RegExp(`^${DOCUMENT_REFERENCE.source}$`);

function isDocumentNumber(link: Node): boolean {
  const [only, ...rest] = link.children ?? [];
  return rest.length === 0 && only?.type === 'text' && WHOLE_NUMBER.test(only.value ?? '');
}

export default function unbrokenIds() {
  return (tree: Node) => {
    const walk = (node: Node): void => {
      if (node.type === 'link' && isDocumentNumber(node)) {
        const data = (node.data ??= {});
        const properties = (data.hProperties ??= {});
        properties.className = [...(properties.className ?? []), DOCUMENT_NUMBER_CLASS];
      }
      node.children?.forEach(walk);
    };
    walk(tree);
  };
}
