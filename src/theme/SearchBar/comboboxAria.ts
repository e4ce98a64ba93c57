/**
 * The search box's ARIA, repaired where the theme's autocomplete library
 * (@easyops-cn/autocomplete.js, which builds the dropdown in the browser)
 * follows the ARIA 1.0 combobox and the theme has no option for it:
 *
 * - The library marks its whole dropdown `role="listbox"`, but the dropdown
 *   also holds the "See all results" link and the "No results" notice, which
 *   are not options (axe: aria-required-children). The role moves to the
 *   element that holds the options; the dropdown becomes a plain popup around
 *   the listbox and its link.
 * - The input points at the dropdown with `aria-owns` (which would make the
 *   popup a child of a text field) and has no `aria-controls`, which ARIA 1.2
 *   requires of a combobox (axe: aria-required-attr). It gets `aria-controls`
 *   naming the listbox (the popup while there are no results), and loses
 *   `aria-owns`.
 * - The theme's clear button shows only "✕" (read as "multiplication x"): it
 *   gets a name.
 *
 * The library re-renders the options on every keystroke and rebuilds the
 * dropdown when the search context changes, so the repair runs again on every
 * change of the search's DOM. UPSTREAM.md lists what it depends on.
 */
export const LISTBOX_LABEL = 'Search results';
export const CLEAR_LABEL = 'Clear search';
/** The theme's clear button ("✕", shown once something is typed). */
export const CLEAR_BUTTON = '.navbar__search > button';

/** Applies the repair to the search inside `root` once. */
export function repairSearchAria(root: ParentNode): void {
  const input = root.querySelector<HTMLInputElement>('input[role="combobox"]');
  // Between the library's teardown and rebuild (a new search context) the box is a plain input again.
  for (const plain of root.querySelectorAll('input.navbar__search-input[aria-controls]:not([role="combobox"])'))
    plain.removeAttribute('aria-controls');
  if (input) {
    const popupId = input.getAttribute('aria-owns') ?? input.dataset.searchPopup;
    const popup = popupId ? root.querySelector<HTMLElement>(`[id="${CSS.escape(popupId)}"]`) : null;
    if (popupId && popup) {
      // Remembered: aria-owns is gone after the first repair, and the popup keeps its id.
      input.dataset.searchPopup = popupId;
      input.removeAttribute('aria-owns');
      popup.removeAttribute('role');
      const options = popup.querySelector('[role="option"]')?.parentElement;
      if (options) {
        options.setAttribute('role', 'listbox');
        options.id ||= `${popupId}-options`;
        options.setAttribute('aria-label', LISTBOX_LABEL);
      }
      setIfChanged(input, 'aria-controls', options?.id ?? popupId);
    }
  }
  for (const clear of root.querySelectorAll<HTMLButtonElement>(`${CLEAR_BUTTON}:not([aria-label])`)) {
    clear.setAttribute('aria-label', CLEAR_LABEL);
    clear.type = 'button';
  }
}

function setIfChanged(element: Element, name: string, value: string): void {
  if (element.getAttribute(name) !== value) element.setAttribute(name, value);
}

/** Keeps the repair applied while the search inside `root` changes; returns the function that stops it. */
export function keepSearchAriaRepaired(root: HTMLElement): () => void {
  repairSearchAria(root);
  const observer = new MutationObserver(() => repairSearchAria(root));
  // Child lists only: the repair's own attribute changes do not call it again.
  observer.observe(root, {childList: true, subtree: true});
  return () => observer.disconnect();
}
