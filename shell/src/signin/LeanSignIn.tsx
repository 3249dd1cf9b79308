/**
 * The lean sign-in path: a first, signed-out visit to /login draws the sign-in screen from this
 * chunk alone (React, the antd components of the card and the public frame), without the router,
 * the session and validation code, the kit or the whole antd. Meanwhile the full app loads in the
 * background; a submitted sign-in (or a link) hands over to it, and from there on the full app
 * does everything exactly as on any other page (see the shell README, "Lean sign-in path"). The
 * sign-in call itself goes at the press of the button, so it runs while the full app loads.
 */
import { StrictMode, useEffect, useRef, useState, type MouseEvent } from 'react';
import type { Root } from 'react-dom/client';
import { App, ConfigProvider, Form } from 'antd';
import type { FormRule } from 'antd';
import type { Campus, ClientConfig } from '@hemis/shared-contracts';
// Files themselves, not the package indexes: nothing here may pull in the contracts or the kit.
import {
  sendSignIn,
  sentFor,
  trimmedSignIn,
  type SentSignIn,
} from '@hemis/shared-auth/src/signInCall';
import { readRememberedSignIn } from '@hemis/shared-auth/src/storage';
import { PAGE_BACKGROUND, hemisTheme } from '@hemis/shared-ui/src/theme';
import { ANTD_ENGLISH, ANTD_NEPALI } from '@hemis/shared-ui/src/i18n/antdNepali';
import { useLanguage } from '@hemis/shared-ui/src/i18n/texts';
import type { SignInServices } from '../fullApp';
import { PublicFrame } from '../layout/PublicFrame';
import { LinkProvider, type AppLinkProps } from '../nav/AppLink';
import {
  SignInCard,
  brandingOf,
  readStateMessage,
  type SignInField,
  type SignInValues,
} from '../pages/SignInCard';
import { handOverSignIn } from './handover';
import { readHomeAheadOnSignIn } from './homeReadsAhead';

export interface LeanSignInOptions {
  /** The full app's module (fetched once; the screen starts it in the background). */
  loadFullApp: () => Promise<{
    signInServices: SignInServices;
    prepareFullApp: () => Promise<unknown>;
  }>;
  /** Replaces this screen with the full app at the current address. */
  startFull: () => Promise<void>;
}

/**
 * The card's rules before the full app is there: both fields carry the required mark (as the
 * login schema says; a test keeps them equal) and each check waits for the contracts' own rule,
 * so the messages are the full screen's.
 */
export function leanRules(
  load: () => Promise<{ signInServices: SignInServices }>,
): (field: SignInField) => FormRule[] {
  return (field) => [
    (form) => ({
      required: true,
      validator: async (rule, value: unknown) => {
        const { signInServices } = await load();
        for (const inner of signInServices.loginRules(field)) {
          const entity = typeof inner === 'function' ? inner(form) : inner;
          await entity.validator?.(rule, value, () => undefined);
        }
      },
    }),
  ];
}

function LeanSignIn({ loadFullApp, startFull }: LeanSignInOptions) {
  const [form] = Form.useForm<SignInValues>();
  const [config, setConfig] = useState<ClientConfig | null>(null);
  const [campus, setCampus] = useState<Campus | null>(null);
  const [busy, setBusy] = useState(false);
  const [remembered] = useState(readRememberedSignIn);
  const [rules] = useState(() => leanRules(loadFullApp));
  const sent = useRef<SentSignIn | null>(null);
  const [arrivalMessage] = useState(() => {
    const state: unknown = window.history.state;
    return readStateMessage(
      state && typeof state === 'object' && 'usr' in state ? state.usr : null,
    );
  });

  useEffect(() => {
    let active = true;
    // The campus and the configuration come with the full app (leanBootstrap fetches it).
    void loadFullApp().then(async (app) => {
      void app.prepareFullApp();
      const [loadedConfig, loadedCampus] = await Promise.all([
        app.signInServices.loadClientConfig(),
        app.signInServices.fetchBrandingCampus(),
      ]);
      if (!active) return;
      setConfig(loadedConfig);
      setCampus(loadedCampus);
    });
    return () => {
      active = false;
    };
  }, [loadFullApp]);

  const handOver = () => {
    setBusy(true);
    startFull().catch((error: unknown) => {
      console.error('HEMIS could not start', error);
      setBusy(false);
    });
  };

  const renderLeanLink = ({ to, children, ...rest }: AppLinkProps) => (
    <a
      href={to}
      {...rest}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
        event.preventDefault();
        window.history.pushState(null, '', to);
        handOver();
      }}
    >
      {children}
    </a>
  );

  return (
    <LinkProvider value={renderLeanLink}>
      <PublicFrame config={config} campus={campus}>
        <SignInCard
          form={form}
          branding={brandingOf(campus)}
          arrivalMessage={arrivalMessage}
          error={null}
          loading={busy}
          initialValues={{
            email: remembered.email,
            password: '',
            rememberMe: remembered.rememberMe,
          }}
          rules={rules}
          onSubmitStart={(values) => {
            // The call goes now, while the checks wait for the full app (whose rules they are);
            // a second press with the same fields keeps the call already sent.
            const fields = trimmedSignIn(values);
            if (fields && !sentFor(sent.current, fields)) {
              sent.current = sendSignIn(fields);
              readHomeAheadOnSignIn(sent.current.answer, window.location.search);
            }
          }}
          onFinish={(values) => {
            handOverSignIn({ values, sent: sentFor(sent.current, values) });
            handOver();
          }}
        />
      </PublicFrame>
    </LinkProvider>
  );
}

/** antd's theme, locale and App as AppProviders sets them. */
function LeanProviders({ options }: { options: LeanSignInOptions }) {
  const locale = useLanguage() === 'ne' ? ANTD_NEPALI : ANTD_ENGLISH;
  return (
    <ConfigProvider theme={hemisTheme} locale={locale}>
      <App style={{ minHeight: '100vh', background: PAGE_BACKGROUND }}>
        <LeanSignIn {...options} />
      </App>
    </ConfigProvider>
  );
}

/** Draws the lean sign-in screen into the page's root. */
export function renderLeanSignIn(root: Root, options: LeanSignInOptions): void {
  root.render(
    <StrictMode>
      <LeanProviders options={options} />
    </StrictMode>,
  );
}
