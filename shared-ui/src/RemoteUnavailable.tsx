import { Button, Result } from 'antd';
import { MESSAGES } from '@hemis/shared-contracts';
import { kitTexts } from './i18n';

export interface RemoteUnavailableProps {
  /** Tries to load the module again; no button when left out. */
  onRetry?: () => void;
  /** Which part of HEMIS failed (shown small, for support). */
  moduleName?: string;
}

/** Shown in the content area when a module cannot be loaded; the rest of the page keeps working. */
export function RemoteUnavailable({ onRetry, moduleName }: RemoteUnavailableProps) {
  // The contracts' messages: the kit's texts are looked up, then the contracts'.
  const t = kitTexts.useTexts();
  return (
    <Result
      status="warning"
      title={t(MESSAGES.remote.unavailableTitle)}
      subTitle={
        <>
          {t(MESSAGES.remote.unavailableText)}
          {moduleName ? <div style={{ marginTop: 8, fontSize: 12 }}>({moduleName})</div> : null}
        </>
      }
      extra={
        onRetry ? (
          <Button type="primary" onClick={onRetry}>
            {t(MESSAGES.remote.retry)}
          </Button>
        ) : null
      }
      data-testid="remote-unavailable"
    />
  );
}
