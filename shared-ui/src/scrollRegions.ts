/**
 * A table wider than its box scrolls in place; a keyboard user must be able to reach it to
 * scroll it (WCAG 2.1.1). One watcher for the whole page (every remote's tables included) makes
 * each such scrolling box a tab stop.
 */
const SCROLLING_BOXES = '.ant-table-content, .ant-table-body';

function markScrollingBoxes(root: ParentNode): void {
  for (const box of root.querySelectorAll<HTMLElement>(SCROLLING_BOXES)) {
    if (box.hasAttribute('tabindex')) continue;
    if (box.scrollWidth > box.clientWidth || box.scrollHeight > box.clientHeight) {
      box.setAttribute('tabindex', '0');
    }
  }
}

let watching = false;

/** Starts the page's one watcher (later calls do nothing). */
export function watchScrollRegions(): void {
  if (watching || typeof document === 'undefined' || typeof MutationObserver === 'undefined') {
    return;
  }
  watching = true;
  let pending = false;
  const observer = new MutationObserver(() => {
    // Many changes come at once: look once they are drawn.
    if (pending) return;
    pending = true;
    requestAnimationFrame(() => {
      pending = false;
      markScrollingBoxes(document);
    });
  });
  observer.observe(document.body, { childList: true, subtree: true });
  window.addEventListener('resize', () => markScrollingBoxes(document));
}
