import type { ThemeConfig } from 'antd';

/** Page background of spec section 9: light grey. */
export const PAGE_BACKGROUND = '#f0f2f5';
export const BRAND_PRIMARY = '#1d4f91';

/**
 * antd's system font stack, then the Devanagari web font the shell serves (index.html), so
 * Nepali text never falls back to empty boxes.
 */
export const FONT_FAMILY =
  "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, " +
  "'Noto Sans', 'Noto Sans Devanagari', sans-serif, 'Apple Color Emoji', 'Segoe UI Emoji', " +
  "'Segoe UI Symbol', 'Noto Color Emoji'";

/**
 * Whether the user asked their system for less motion (WCAG 2.3.3, "Animation from
 * Interactions"): antd's animations are then off, and menus, selects and dialogs open at once.
 */
export function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/** One theme for the shell and every remote (antd is a shared singleton, so one style cache). */
export const hemisTheme: ThemeConfig = {
  token: {
    motion: !prefersReducedMotion(),
    colorPrimary: BRAND_PRIMARY,
    colorLink: BRAND_PRIMARY,
    colorBgLayout: PAGE_BACKGROUND,
    borderRadius: 6,
    fontSize: 14,
    fontFamily: FONT_FAMILY,
  },
  components: {
    Layout: {
      headerBg: '#ffffff',
      headerHeight: 72,
      headerPadding: '0 24px',
      siderBg: '#ffffff',
      bodyBg: PAGE_BACKGROUND,
    },
  },
};
