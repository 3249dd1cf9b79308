/**
 * Screen tests at a given window width: replaces jsdom's matchMedia with one that answers
 * min-width and max-width queries for `width` (jsdom has no layout of its own). Returns a
 * function that puts the previous matchMedia back. Not part of the package index.
 */
export function emulateWindowWidth(width: number): () => void {
  const previous = window.matchMedia;
  const matches = (query: string): boolean => {
    const bounds = [...query.matchAll(/\((min|max)-width:\s*([\d.]+)px\)/g)];
    return (
      bounds.length > 0 &&
      bounds.every(([, side, value]) =>
        side === 'min' ? width >= Number(value) : width <= Number(value),
      )
    );
  };
  window.matchMedia = mediaQueries(matches);
  return () => {
    window.matchMedia = previous;
  };
}

/** A matchMedia for jsdom whose lists answer `matches(query)` and never change. */
export function mediaQueries(
  matches: (query: string) => boolean,
): (query: string) => MediaQueryList {
  return (query) => ({
    matches: matches(query),
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  });
}
