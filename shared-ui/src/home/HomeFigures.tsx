import { Typography } from 'antd';
import { DASHBOARD_FIGURES_PATH, dashboardFiguresSchema } from '@hemis/shared-contracts';
import { FigureCards } from './FigureCards';
import { inDigits, kitTexts } from '../i18n';
import { ReadFailed } from './ReadFailed';
import { useReadAheadAnswer } from './useReadAheadAnswer';

/**
 * The home's cards for the caller's reach (GET /Dashboard/Figures, scoped by the API): the
 * reach's name and fiscal year, then its people by gender and, for a university or the nation,
 * its campuses. Drawn by the shell itself, so that they show while the charts' module loads.
 */
export function HomeFigures() {
  const { state, retry } = useReadAheadAnswer(DASHBOARD_FIGURES_PATH, dashboardFiguresSchema);
  const figures = state.status === 'ready' ? state.data : null;
  const t = kitTexts.useTexts();
  return (
    <section aria-label={t('Figures of your reach')} data-testid="home-figures">
      {figures ? (
        <Typography.Paragraph type="secondary">
          {figures.reachName}
          {figures.fiscalYear
            ? ` · ${t('Fiscal year {{year}}', { year: inDigits(figures.fiscalYear.label) })}`
            : ''}
        </Typography.Paragraph>
      ) : null}
      {state.status === 'failed' ? (
        <ReadFailed what="figures" onRetry={retry} />
      ) : (
        <FigureCards figures={figures} />
      )}
    </section>
  );
}
