import { Alert, Button } from 'antd';
import { kitTexts } from '../i18n';
import { useCallerTexts } from '../i18n/format';

/** A read of a screen's figures that failed: says so, with a way to try again. */
export function ReadFailed({ what, onRetry }: { what: string; onRetry: () => void }) {
  const t = kitTexts.useTexts();
  const shown = useCallerTexts();
  return (
    <Alert
      type="warning"
      showIcon
      title={t('The {{what}} could not be loaded right now.', { what: shown(what) })}
      action={
        <Button size="small" onClick={onRetry}>
          {t('Try again')}
        </Button>
      }
      style={{ marginBottom: 16 }}
    />
  );
}
