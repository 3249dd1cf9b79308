import { Result } from 'antd';

export const UNDER_CONSTRUCTION_TITLE = 'This screen is being built';

/** An honest placeholder for a declared route whose screen comes with a later release. */
export function UnderConstruction({ screen }: { screen: string }) {
  return (
    <Result
      status="info"
      title={UNDER_CONSTRUCTION_TITLE}
      subTitle={`${screen} is not available yet. It comes with a later release of HEMIS.`}
      data-testid="under-construction"
    />
  );
}
