/** @jest-environment jsdom */
import { watchScrollRegions } from './scrollRegions';

/** A stand-in for the browser's ResizeObserver (jsdom has none): the test says when a box resized. */
class FakeResizeObserver {
  static latest: FakeResizeObserver | null = null;
  readonly observed = new Set<Element>();
  constructor(private readonly callback: ResizeObserverCallback) {
    FakeResizeObserver.latest = this;
  }
  observe(target: Element) {
    this.observed.add(target);
  }
  unobserve(target: Element) {
    this.observed.delete(target);
  }
  disconnect() {
    this.observed.clear();
  }
  resized(target: Element) {
    const entry = { target } as ResizeObserverEntry;
    this.callback([entry], this as unknown as ResizeObserver);
  }
}

/** A table's scrolling box whose content is `content` px wide in a box `box` px wide. */
function tableBox(content: number, box: number): HTMLElement {
  const element = document.createElement('div');
  element.className = 'ant-table-content';
  Object.defineProperty(element, 'scrollWidth', { configurable: true, value: content });
  Object.defineProperty(element, 'clientWidth', { configurable: true, value: box });
  return element;
}

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(null)));

describe('scrolling table boxes a keyboard can reach', () => {
  beforeAll(() => {
    Object.assign(globalThis, { ResizeObserver: FakeResizeObserver });
    watchScrollRegions();
  });

  // The watcher looks in the next frame: let it do so while the page is still open (jsdom
  // fails a frame that comes after it closes the page).
  afterAll(async () => {
    document.body.replaceChildren();
    await nextFrame();
    await nextFrame();
  });

  it('makes a box that scrolls when drawn a tab stop, and leaves one that fits alone', async () => {
    const wide = tableBox(900, 400);
    const fitting = tableBox(300, 400);
    document.body.append(wide, fitting);
    await nextFrame();
    expect(wide.getAttribute('tabindex')).toBe('0');
    expect(fitting.hasAttribute('tabindex')).toBe(false);
  });

  it('makes a box a tab stop once it narrows and scrolls, with nothing changed inside it', async () => {
    const box = tableBox(500, 600);
    document.body.append(box);
    await nextFrame();
    expect(box.hasAttribute('tabindex')).toBe(false);
    expect(FakeResizeObserver.latest?.observed.has(box)).toBe(true);
    // The page's scroll bar appears: the box is narrower than its table now.
    Object.defineProperty(box, 'clientWidth', { configurable: true, value: 485 });
    Object.defineProperty(box, 'scrollWidth', { configurable: true, value: 500 });
    FakeResizeObserver.latest?.resized(box);
    expect(box.getAttribute('tabindex')).toBe('0');
    expect(FakeResizeObserver.latest?.observed.has(box)).toBe(false);
  });

  it('makes a box a tab stop as soon as it is drawn scrolling, before the next frame', async () => {
    const wide = tableBox(900, 400);
    document.body.append(wide);
    // The observer's batch runs before the page's next task (a check reading the page).
    await Promise.resolve();
    expect(wide.getAttribute('tabindex')).toBe('0');
  });

  it('makes a box a tab stop when its table widens with no node changed (a late style)', async () => {
    const table = document.createElement('table');
    const box = tableBox(300, 400);
    box.append(table);
    document.body.append(box);
    await nextFrame();
    expect(box.hasAttribute('tabindex')).toBe(false);
    expect(FakeResizeObserver.latest?.observed.has(table)).toBe(true);
    Object.defineProperty(box, 'scrollWidth', { configurable: true, value: 700 });
    FakeResizeObserver.latest?.resized(table);
    expect(box.getAttribute('tabindex')).toBe('0');
    expect(FakeResizeObserver.latest?.observed.has(table)).toBe(false);
    expect(FakeResizeObserver.latest?.observed.has(box)).toBe(false);
  });

  it('looks again when a text changes (a switch of language can widen a table)', async () => {
    const cell = document.createElement('span');
    cell.textContent = 'Total';
    const box = tableBox(200, 400);
    box.append(cell);
    document.body.append(box);
    await nextFrame();
    expect(box.hasAttribute('tabindex')).toBe(false);
    Object.defineProperty(box, 'scrollWidth', { configurable: true, value: 450 });
    const text = cell.firstChild;
    if (text) text.textContent = 'जम्मा जम्मा जम्मा';
    await nextFrame();
    await nextFrame();
    expect(box.getAttribute('tabindex')).toBe('0');
  });
});
