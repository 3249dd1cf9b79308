import { useState } from 'react';
import { Navigate } from 'react-router-dom';
import { Segmented } from 'antd';
import { useCan, useCurrentUser } from '@hemis/shared-auth';
import {
  RETURN_FORMS,
  remoteNavigationSchema,
  scopeOfRole,
  type ReturnForm,
} from '@hemis/shared-contracts';
import { gatedLikeItsLink, sectionSidebar, type RemoteRoute } from '@hemis/shared-ui';
import navigation from '../navigation.json';
import { REPORT_ROUTES, UNIVERSITY_RETURNS_PATH } from '../summary/reportLinks';
import { CampusReturn } from './CampusReturn';
import { ReturnsOverview } from './ReturnsOverview';
import { reportsTexts } from '../i18n/texts';
import { RETURN_TEXTS } from './texts';

/**
 * One address, a screen per reach (spec: one screen for Admin or UgcAdmin, another for the
 * others): the commission reviews every campus's return, a university its campuses', a campus
 * fills its own.
 */
function ReturnScreen({ form }: { form: ReturnForm }) {
  const user = useCurrentUser();
  const approves = useCan('report:approve');
  const scope = user ? scopeOfRole(user.role) : 'own';
  if (scope === 'nation') return <ReturnsOverview form={form} commission={approves} />;
  if (scope === 'university') return <ReturnsOverview form={form} commission={false} />;
  if (scope === 'campus') return <CampusReturn form={form} />;
  return <Navigate to="/" replace />;
}

// The HEMIS Reports section's links: a university reviews its campuses' returns of either form
// under its summary report instead.
const formLinks = sectionSidebar(remoteNavigationSchema.parse(navigation), 'form-management');

/** A university's review of its campuses' returns, of the full form or the short one. */
function UniversityReturns() {
  const t = reportsTexts.useTexts();
  const [form, setForm] = useState<ReturnForm>('full');
  return (
    <>
      <Segmented<ReturnForm>
        aria-label={t(RETURN_TEXTS.form)}
        value={form}
        onChange={(value) => setForm(value)}
        options={RETURN_FORMS.map((choice) => ({
          value: choice.value,
          label: t(RETURN_TEXTS.titles[choice.value]),
        }))}
        style={{ marginBottom: 12 }}
      />
      <ReturnsOverview key={form} form={form} commission={false} />
    </>
  );
}

export function returnRoutes(): RemoteRoute[] {
  return [
    gatedLikeItsLink({
      path: 'form-management/statisticalReport',
      title: RETURN_TEXTS.titles.full,
      element: <ReturnScreen form="full" />,
    }),
    gatedLikeItsLink(
      {
        path: 'form-management/prabhat',
        title: RETURN_TEXTS.titles.prabhat,
        element: <ReturnScreen form="prabhat" />,
      },
      formLinks,
    ),
    gatedLikeItsLink(
      {
        path: UNIVERSITY_RETURNS_PATH,
        title: RETURN_TEXTS.titles.full,
        element: <UniversityReturns />,
      },
      [],
      `/${REPORT_ROUTES.university}`,
    ),
  ];
}
