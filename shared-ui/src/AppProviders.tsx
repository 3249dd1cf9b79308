import type { ReactNode } from 'react';
import { App, ConfigProvider } from 'antd';
import { StyleProvider } from '@ant-design/cssinjs';
import { NOTICE_MAX_COUNT } from './noticeDefaults';
import { PAGE_BACKGROUND, hemisTheme } from './theme';

export interface AppProvidersProps {
  children: ReactNode;
  /** Screen tests: antd's style generation in server mode (much faster in jsdom). */
  styleMock?: 'server' | 'client';
}

/**
 * antd's ConfigProvider (the HEMIS theme) and App (message up to 20 at once, notifications at the
 * top right), on a light grey page. Every screen's notices come from App.useApp() under this.
 */
export function AppProviders({ children, styleMock }: AppProvidersProps) {
  return (
    <StyleProvider mock={styleMock}>
      <ConfigProvider theme={hemisTheme}>
        <App
          message={{ maxCount: NOTICE_MAX_COUNT }}
          notification={{ placement: 'topRight', duration: 5 }}
          style={{ minHeight: '100vh', background: PAGE_BACKGROUND }}
        >
          {children}
        </App>
      </ConfigProvider>
    </StyleProvider>
  );
}
