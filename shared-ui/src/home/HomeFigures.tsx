import { useCallback, useEffect, useState } from 'react';
import { Typography } from 'antd';
import {
  DASHBOARD_FIGURES_PATH,
  dashboardFiguresSchema,
  type DashboardFigures,
} from '@hemis/shared-contracts';
import { FigureCards } from './FigureCards';
import { readAhead } from './prefetchedReads';
import { ReadFailed } from './ReadFailed';

type FiguresState =
  { status: 'loading' } | { status: 'ready'; figures: DashboardFigures } | { status: 'failed' };

/**
 * The home's cards for the caller's reach (GET /Dashboard/Figures, scoped by the API): the
 * reach's name and fiscal year, then its people by gender and, for a university or the nation,
 * its campuses. Drawn by the shell itself, so that they show while the charts' module loads.
 */
export function HomeFigures() {
  const [state, setState] = useState<FiguresState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let active = true;
    readAhead(DASHBOARD_FIGURES_PATH)
      .then((data) => {
        const parsed = dashboardFiguresSchema.safeParse(data);
        if (!parsed.success)
          console.error('The figures answered an unexpected shape', parsed.error);
        if (active)
          setState(
            parsed.success ? { status: 'ready', figures: parsed.data } : { status: 'failed' },
          );
      })
      .catch((error: unknown) => {
        console.error('The figures could not be read', error);
        if (active) setState({ status: 'failed' });
      });
    return () => {
      active = false;
    };
  }, [attempt]);
  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((value) => value + 1);
  }, []);
  const figures = state.status === 'ready' ? state.figures : null;
  return (
    <section aria-label="Figures of your reach" data-testid="home-figures">
      {figures ? (
        <Typography.Paragraph type="secondary">
          {figures.reachName}
          {figures.fiscalYear ? ` · Fiscal year ${figures.fiscalYear.label}` : ''}
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
