/** The theme follows the user's motion setting (a screen test: it reads the window's media). */
import type { ThemeConfig } from 'antd';

const REDUCE = '(prefers-reduced-motion: reduce)';

async function themeWhenReduced(reduced: boolean) {
  const original = window.matchMedia;
  window.matchMedia = ((query: string) => ({
    ...original(query),
    matches: query === REDUCE && reduced,
  })) as typeof window.matchMedia;
  try {
    let theme: ThemeConfig | undefined;
    await jest.isolateModulesAsync(async () => {
      theme = (await import('./theme')).hemisTheme;
    });
    return theme!;
  } finally {
    window.matchMedia = original;
  }
}

describe('hemisTheme', () => {
  it('turns antd’s animations off for a user who asked their system for less motion', async () => {
    expect((await themeWhenReduced(true)).token?.motion).toBe(false);
  });

  it('keeps them for everyone else', async () => {
    expect((await themeWhenReduced(false)).token?.motion).toBe(true);
  });
});
