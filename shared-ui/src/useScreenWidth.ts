import { useSyncExternalStore } from 'react';

/**
 * The width classes the layout and lists adapt to, at the antd grid's breakpoints: a phone is
 * below md (768 px), a tablet below lg (992 px), a desktop below xxl (1600 px), wide beyond.
 */
export type ScreenWidth = 'phone' | 'tablet' | 'desktop' | 'wide';

/** Upper bounds of each class, as max-width queries (a browser without them is 'wide'). */
const BELOW: ReadonlyArray<readonly [ScreenWidth, string]> = [
  ['phone', '(max-width: 767.98px)'],
  ['tablet', '(max-width: 991.98px)'],
  ['desktop', '(max-width: 1599.98px)'],
];

function queries(): MediaQueryList[] {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return [];
  return BELOW.map(([, query]) => window.matchMedia(query));
}

function currentWidth(): ScreenWidth {
  const lists = queries();
  const index = lists.findIndex((list) => list.matches);
  return index === -1 ? 'wide' : (BELOW[index]?.[0] ?? 'wide');
}

function subscribe(onChange: () => void): () => void {
  const lists = queries();
  for (const list of lists) list.addEventListener('change', onChange);
  return () => {
    for (const list of lists) list.removeEventListener('change', onChange);
  };
}

/** The screen's width class, updated when the window is resized or turned. */
export function useScreenWidth(): ScreenWidth {
  return useSyncExternalStore(subscribe, currentWidth, () => 'wide');
}

/** Phones and tablets: the shell's menus are a drawer there. */
export function isNarrow(width: ScreenWidth): boolean {
  return width === 'phone' || width === 'tablet';
}
