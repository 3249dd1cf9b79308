import { useEffect, type ReactNode } from 'react';
import { App, ConfigProvider } from 'antd';
import dayjs from 'dayjs';
// The date pickers' month and day names in Nepali (antd asks dayjs for the locale it names).
import 'dayjs/locale/ne';
import { StyleProvider } from '@ant-design/cssinjs';
import { NOTICE_DURATION_MS } from '@hemis/shared-contracts';
import { NOTICE_MAX_COUNT, NOTICE_PLACEMENT, NOTICE_TOP_PX } from './noticeDefaults';
import { PAGE_BACKGROUND, hemisTheme } from './theme';
import { watchScrollRegions } from './scrollRegions';
import { ANTD_ENGLISH, ANTD_NEPALI } from './i18n/antdNepali';
import type { Language } from '@hemis/shared-contracts';
import { currentLanguage, onLanguageChange, useLanguage } from './i18n';

/** dayjs writes dates (and antd's pickers name months and days) in the page's language. */
const dayjsLocaleOf = (language: Language) => (language === 'ne' ? 'ne' : 'en');
dayjs.locale(dayjsLocaleOf(currentLanguage()));
onLanguageChange((language) => dayjs.locale(dayjsLocaleOf(language)));

export interface AppProvidersProps {
  children: ReactNode;
  /** Screen tests: antd's style generation in server mode (much faster in jsdom). */
  styleMock?: 'server' | 'client';
}

/**
 * antd's ConfigProvider (the HEMIS theme) and App (notices at the top right below the header, up
 * to 20 at once), on a light grey page. Every screen's notices come from App.useApp() under this.
 */
export function AppProviders({ children, styleMock }: AppProvidersProps) {
  useEffect(watchScrollRegions, []);
  // antd's own texts (pagination, pickers, empty lists, confirmations) in the user's language.
  // Always a locale: antd wraps the tree only when one is set, so switching between a locale and
  // none would rebuild every screen (and lose what a form holds).
  const locale = useLanguage() === 'ne' ? ANTD_NEPALI : ANTD_ENGLISH;
  return (
    <StyleProvider mock={styleMock}>
      <ConfigProvider theme={hemisTheme} locale={locale}>
        <App
          notification={{
            placement: NOTICE_PLACEMENT,
            top: NOTICE_TOP_PX,
            maxCount: NOTICE_MAX_COUNT,
            duration: NOTICE_DURATION_MS.default / 1000,
          }}
          style={{ minHeight: '100vh', background: PAGE_BACKGROUND }}
        >
          {children}
        </App>
      </ConfigProvider>
    </StyleProvider>
  );
}
