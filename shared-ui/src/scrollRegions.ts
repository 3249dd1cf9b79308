/**
 * A table wider than its box scrolls in place; a keyboard user must be able to reach it to
 * scroll it (WCAG 2.1.1). One watcher for the whole page (every remote's tables included) makes
 * each such scrolling box a tab stop (and names what antd leaves named in English only).
 */
import { KIT_NAMESPACE, onLanguageChange, translate } from './i18n/texts';

const SCROLLING_BOXES = '.ant-table-content, .ant-table-body';

/** antd's number steppers carry fixed English names no locale reaches: named in the user's language. */
const STEPPERS: readonly [string, string][] = [
  ['.ant-input-number-action-up', 'Increase Value'],
  ['.ant-input-number-action-down', 'Decrease Value'],
];

function nameSteppers(root: ParentNode): void {
  for (const [selector, name] of STEPPERS) {
    const shown = translate(name, undefined, KIT_NAMESPACE);
    for (const stepper of root.querySelectorAll<HTMLElement>(selector)) {
      if (stepper.getAttribute('aria-label') !== shown) stepper.setAttribute('aria-label', shown);
    }
  }
}

function markIfScrolling(box: Element): void {
  if (box.hasAttribute('tabindex')) return;
  if (box.scrollWidth > box.clientWidth || box.scrollHeight > box.clientHeight) {
    box.setAttribute('tabindex', '0');
  }
}

/**
 * A box can start to scroll with no change inside it: the page's scroll bar appears and narrows
 * it, or a card beside it takes more room. Each box is watched for its own size too.
 */
let resizes: ResizeObserver | null = null;
const watchedBoxes = new WeakSet<Element>();

function markScrollingBoxes(root: ParentNode): void {
  for (const box of root.querySelectorAll(SCROLLING_BOXES)) {
    markIfScrolling(box);
    if (resizes && !watchedBoxes.has(box) && !box.hasAttribute('tabindex')) {
      watchedBoxes.add(box);
      resizes.observe(box);
      // The table inside too: it can widen with no change in the page's nodes (a style or an
      // image that arrives later), and then the box keeps its size while it starts to scroll.
      const table = tableOf(box);
      if (table) resizes.observe(table);
    }
  }
}

/** The table a scrolling box holds (antd draws it as the box's child). */
function tableOf(box: Element): Element | null {
  return box.querySelector(':scope > table');
}

/** The scrolling box an observed element stands for: itself, or the box around its table. */
function boxOf(observed: Element): Element | null {
  return observed.matches(SCROLLING_BOXES) ? observed : observed.parentElement;
}

let watching = false;

/** Starts the page's one watcher (later calls do nothing). */
export function watchScrollRegions(): void {
  if (watching || typeof document === 'undefined' || typeof MutationObserver === 'undefined') {
    return;
  }
  watching = true;
  if (typeof ResizeObserver !== 'undefined') {
    resizes = new ResizeObserver((entries) => {
      for (const entry of entries) {
        const box = boxOf(entry.target);
        if (!box) continue;
        markIfScrolling(box);
        if (box.hasAttribute('tabindex')) {
          resizes?.unobserve(box);
          const table = tableOf(box);
          if (table) resizes?.unobserve(table);
        }
      }
    });
  }
  // A batch of changes (one render) at a time, before the page's next task: a box drawn
  // scrolling is a tab stop before anything can read the page, not a frame later.
  const observer = new MutationObserver(() => {
    markScrollingBoxes(document);
    nameSteppers(document);
  });
  // Text changes too: a switch of language can widen a table without adding a node.
  observer.observe(document.body, { childList: true, characterData: true, subtree: true });
  onLanguageChange(() => nameSteppers(document));
  window.addEventListener('resize', () => markScrollingBoxes(document));
}
