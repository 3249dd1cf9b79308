import { useMemo, type ReactNode } from 'react';
import { App } from 'antd';
import { NOTICE_DURATION_MS } from '@hemis/shared-contracts';

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
 * Notices in the five kinds of spec section 8 with the durations of section 9, through antd's
 * App.useApp() (so they follow the theme and the App's maxCount and placement set by
 * AppProviders). Call it inside <App>.
 */
export function useNotice(): Notices {
  const { message, notification } = App.useApp();
  return useMemo<Notices>(
    () => ({
      success: (content) => {
        void message.open({ type: 'success', content, duration: NOTICE_SECONDS.success });
      },
      error: (content) => {
        void message.open({ type: 'error', content, duration: NOTICE_SECONDS.error });
      },
      info: (content) => {
        void message.open({ type: 'info', content, duration: NOTICE_SECONDS.info });
      },
      warning: (content) => {
        void message.open({ type: 'warning', content, duration: NOTICE_SECONDS.warning });
      },
      loading: (content) => {
        loadingKeys += 1;
        const key = `hemis-loading-${loadingKeys}`;
        void message.open({ key, type: 'loading', content, duration: NOTICE_SECONDS.loading });
        return () => message.destroy(key);
      },
      notify: ({ kind = 'info', title, description }) => {
        notification.open({
          type: kind,
          title,
          description,
          placement: 'topRight',
          duration: NOTICE_SECONDS.notification,
        });
      },
    }),
    [message, notification],
  );
}

// Form rules from the contracts' zod schemas travel with the notices, so the package index's
// `export * from './notices'` gives the screens both.
export { applyFieldErrors, isRequiredField, zodRule, zodRules } from './zodRules';
