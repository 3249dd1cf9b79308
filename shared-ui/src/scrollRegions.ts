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
      nameSteppers(document);
    });
  });
  observer.observe(document.body, { childList: true, subtree: true });
  onLanguageChange(() => nameSteppers(document));
  window.addEventListener('resize', () => markScrollingBoxes(document));
}
