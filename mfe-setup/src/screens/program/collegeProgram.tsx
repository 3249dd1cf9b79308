import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useRole } from '@hemis/shared-auth';
import { collegeProgramContract, isKnownRole, scopeOfRole } from '@hemis/shared-contracts';
import { defineResource } from '@hemis/shared-ui';
import { setupTexts } from '../../i18n/texts';

/** The note's sentence, its links as placeholders (a translation may move them). */
const NOTE =
  'Programs are defined in {{programSetup}}. A program open for online enrolment takes ' +
  'applicants at {{openEnroll}} into its intake batch; they pay its Application Fee of the ' +
  '{{feeSetup}}.';

/** The list's note: where programs and their fees are set, and the online enrolment page. */
export function CollegeProgramsNote() {
  const t = setupTexts.useTexts();
  const links: Record<string, ReactNode> = {
    programSetup: <Link to="/program-management/programs">{t('Program Setup')}</Link>,
    openEnroll: <Link to="/open-enroll">/open-enroll</Link>,
    feeSetup: <Link to="/other-setup/fee-setup">{t('Fee Setup')}</Link>,
  };
  // Each placeholder becomes a marker in the translated sentence, then its link.
  const markers = Object.fromEntries(
    Object.keys(links).map((name) => [name, `\u0000${name}\u0000`]),
  );
  const parts = t(NOTE, markers).split('\u0000');
  return (
    <>
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          <Fragment key={part}>{links[part]}</Fragment>
        ) : (
          <Fragment key={`text-${index}`}>{part}</Fragment>
        ),
      )}
    </>
  );
}

const declaration = {
  contract: collegeProgramContract,
  title: 'College Programs',
  description: <CollegeProgramsNote />,
} as const;

/** Commission and university users choose the campus. */
export const CollegeProgramsOfAnyCampus = defineResource(declaration);

/** A campus user's rows are their own campus's (the API sets it). */
export const CollegeProgramsOfOwnCampus = defineResource({ ...declaration, omit: ['campusId'] });

/** Which campus runs which program, with its approval and yearly intake. */
export default function CollegeProgramsScreen() {
  const role = useRole();
  const campusUser = isKnownRole(role) && scopeOfRole(role) === 'campus';
  return campusUser ? <CollegeProgramsOfOwnCampus /> : <CollegeProgramsOfAnyCampus />;
}
