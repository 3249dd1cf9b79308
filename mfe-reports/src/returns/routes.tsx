import { Navigate } from 'react-router-dom';
import { useCan, useCurrentUser } from '@hemis/shared-auth';
import { scopeOfRole, type KnownRole, type ReturnForm } from '@hemis/shared-contracts';
import { gatedLikeItsLink, type RemoteRoute } from '@hemis/shared-ui';
import { REPORT_ROUTES, UNIVERSITY_RETURNS_PATH } from '../summary/reportLinks';
import { CampusReturn } from './CampusReturn';
import { ReturnsOverview } from './ReturnsOverview';
import { RETURN_TEXTS } from './texts';

/**
 * One address, a screen per reach (spec: one screen for Admin or UgcAdmin, another for the
 * others): the commission reviews every campus's return, a university its campuses', a campus
 * fills its own.
 */
function ReturnScreen({ form }: { form: ReturnForm }) {
  const user = useCurrentUser();
  const approves = useCan('report:approve');
  const scope = user ? scopeOfRole(user.role as KnownRole) : 'own';
  if (scope === 'nation') return <ReturnsOverview form={form} commission={approves} />;
  if (scope === 'university') return <ReturnsOverview form={form} commission={false} />;
  if (scope === 'campus') return <CampusReturn form={form} />;
  return <Navigate to="/" replace />;
}

export function returnRoutes(): RemoteRoute[] {
  return [
    gatedLikeItsLink({
      path: 'form-management/statisticalReport',
      title: RETURN_TEXTS.titles.full,
      element: <ReturnScreen form="full" />,
    }),
    gatedLikeItsLink({
      path: 'form-management/prabhat',
      title: RETURN_TEXTS.titles.prabhat,
      element: <ReturnScreen form="prabhat" />,
    }),
    gatedLikeItsLink(
      {
        path: UNIVERSITY_RETURNS_PATH,
        title: RETURN_TEXTS.titles.full,
        element: <ReturnScreen form="full" />,
      },
      [],
      `/${REPORT_ROUTES.university}`,
    ),
  ];
}
