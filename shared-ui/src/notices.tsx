import { useMemo, type ReactNode } from 'react';
import { App, Spin } from 'antd';
import { NOTICE_DURATION_MS } from '@hemis/shared-contracts';
import { NOTICE_PLACEMENT } from './noticeDefaults';
import { shownMessage } from './i18n/format';
import { useLanguage } from './i18n/texts';

/** A notice's text, shown again in the new language when the user switches while it is open. */
function NoticeText({ text }: { text: string }) {
  useLanguage();
  return <>{shownMessage(text)}</>;
}

/**
 * A notice's words in the current language: a text the caller did not translate (an API's
 * message, a contract's) is found in the catalogues; one already translated stays as it is.
 */
const inLanguage = (content: ReactNode): ReactNode =>
  typeof content === 'string' ? <NoticeText text={content} /> : content;

/** antd counts in seconds; 0 keeps a notice until it is closed. */
const seconds = (ms: number): number => ms / 1000;

/** Durations of spec section 9: success 2 s, error and info (and warning) 4 s, loading until closed. */
export const NOTICE_SECONDS = {
  success: seconds(NOTICE_DURATION_MS.success),
  error: seconds(NOTICE_DURATION_MS.error),
  info: seconds(NOTICE_DURATION_MS.info),
  warning: seconds(NOTICE_DURATION_MS.info),
  loading: seconds(NOTICE_DURATION_MS.loading),
  /** Notifications (the first notice style): top right, 5 s. */
  notification: seconds(NOTICE_DURATION_MS.default),
} as const;

export type NoticeKind = 'success' | 'error' | 'info' | 'warning';

export interface NotificationOptions {
  kind?: NoticeKind;
  title: ReactNode;
  description?: ReactNode;
}

export interface Notices {
  success(content: ReactNode): void;
  error(content: ReactNode): void;
  info(content: ReactNode): void;
  warning(content: ReactNode): void;
  /** Shows a spinner notice until the returned function is called. */
  loading(content: ReactNode): () => void;
  /** A larger notification at the top right that closes after 5 s. */
  notify(options: NotificationOptions): void;
}

let loadingKeys = 0;

/**
 * Notices in the five kinds of spec section 8 with the durations of section 9, all at the top
 * right below the header (spec section 9; a notice at the top centre covered the menu), through
 * antd's App.useApp() notifications, so they follow the theme and the App's placement, offset and
 * maxCount set by AppProviders. Call it inside <App>.
 */
export function useNotice(): Notices {
  const { notification } = App.useApp();
  return useMemo<Notices>(() => {
    const show = (type: NoticeKind, title: ReactNode, duration: number) => {
      notification.open({ type, title: inLanguage(title), duration, placement: NOTICE_PLACEMENT });
    };
    return {
      success: (content) => show('success', content, NOTICE_SECONDS.success),
      error: (content) => show('error', content, NOTICE_SECONDS.error),
      info: (content) => show('info', content, NOTICE_SECONDS.info),
      warning: (content) => show('warning', content, NOTICE_SECONDS.warning),
      loading: (content) => {
        loadingKeys += 1;
        const key = `hemis-loading-${loadingKeys}`;
        notification.open({
          key,
          title: inLanguage(content),
          icon: <Spin size="small" />,
          duration: NOTICE_SECONDS.loading,
          placement: NOTICE_PLACEMENT,
        });
        return () => notification.destroy(key);
      },
      notify: ({ kind = 'info', title, description }) => {
        notification.open({
          type: kind,
          title: inLanguage(title),
          description: inLanguage(description),
          placement: NOTICE_PLACEMENT,
          duration: NOTICE_SECONDS.notification,
        });
      },
    };
  }, [notification]);
}
