import type { ThemeConfig } from 'antd';

/** Page background of spec section 9: light grey. */
export const PAGE_BACKGROUND = '#f0f2f5';
export const BRAND_PRIMARY = '#1d4f91';
/** 65 % black: 5.7:1 on the grey page, 6.6:1 on white. */
export const SECONDARY_TEXT = 'rgba(0, 0, 0, 0.65)';

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

/**
 * A coloured tag's text on its light ground, one shade darker than antd's where that reads below
 * 4.5:1; given under both names antd reads (the token, and the CSS variable's).
 */
const TAG_TEXT = {
  green: '#237804',
  orange: '#ad4e00',
  gold: '#874d00',
  volcano: '#ad2102',
  cyan: '#006d75',
  lime: '#3f6600',
} as const;
const darkerTagText: Record<string, string> = Object.fromEntries(
  Object.entries(TAG_TEXT).flatMap(([name, colour]): [string, string][] => [
    [`${name}7`, colour],
    [`${name}-7`, colour],
  ]),
);

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
    // Secondary and descriptive text dark enough to read on white and on the grey page
    // (WCAG 1.4.3: at least 4.5:1; antd's 45 % black is 3.4:1 on the page).
    colorTextSecondary: SECONDARY_TEXT,
    colorTextDescription: SECONDARY_TEXT,
    colorTextTertiary: SECONDARY_TEXT,
    // A placeholder is read too (56 % black: 4.9:1 on white), lighter than what is entered.
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.56)',
    // Empty lists say "No data" in this colour too: read, not guessed.
    colorTextDisabled: 'rgba(0, 0, 0, 0.56)',
    // Status colours dark enough for text (a red Delete, a green "Active" tag): antd's own are
    // 2.4:1 (green) to 3.3:1 (red) on white.
    colorSuccess: '#237804',
    colorSuccessBg: '#f6ffed',
    colorSuccessBorder: '#b7eb8f',
    colorError: '#cf1322',
    colorWarning: '#ad6800',
    colorWarningBg: '#fffbe6',
    colorWarningBorder: '#ffe58f',
    ...darkerTagText,
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
