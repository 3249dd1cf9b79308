import type { ThemeConfig } from 'antd';

/** Page background of spec section 9: light grey. */
export const PAGE_BACKGROUND = '#f0f2f5';
export const BRAND_PRIMARY = '#1d4f91';

/** One theme for the shell and every remote (antd is a shared singleton, so one style cache). */
export const hemisTheme: ThemeConfig = {
  token: {
    colorPrimary: BRAND_PRIMARY,
    colorLink: BRAND_PRIMARY,
    colorBgLayout: PAGE_BACKGROUND,
    borderRadius: 6,
    fontSize: 14,
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
