import { Result } from 'antd';
import { kitTexts } from './i18n';
import { useCallerTexts } from './i18n/format';

export const UNDER_CONSTRUCTION_TITLE = 'This screen is being built';

/** An honest placeholder for a declared route whose screen comes with a later release. */
export function UnderConstruction({ screen }: { screen: string }) {
  const t = kitTexts.useTexts();
  const shown = useCallerTexts();
  return (
    <Result
      status="info"
      title={t(UNDER_CONSTRUCTION_TITLE)}
      subTitle={t('{{screen}} is not available yet. It comes with a later release of HEMIS.', {
        screen: shown(screen),
      })}
      data-testid="under-construction"
    />
  );
}
