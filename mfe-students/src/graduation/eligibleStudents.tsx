import { Link } from 'react-router-dom';
import { defineScopedResource, type ResourceRow } from '@hemis/shared-ui';
import { declaration } from '../students/lists';
import { StudentsText } from '../i18n/Text';
import { GRADUATION_TEXTS, graduationLinks } from './texts';

/**
 * graduation-management/student-list: the campus's active students the upgrade marked eligible
 * for graduation, each opening its graduation form.
 */
export default defineScopedResource((scope) => {
  const base = declaration('student-list', scope);
  return {
    ...base,
    title: GRADUATION_TEXTS.studentsTitle,
    description: <StudentsText text={GRADUATION_TEXTS.studentsDescription} />,
    fixed: { ...base.fixed, status: 'active', graduationEligible: true },
    actions: { edit: false, delete: false, export: true },
    extraColumns: [
      ...(base.extraColumns ?? []).filter((column) => column.key !== 'pages'),
      {
        key: 'graduation',
        title: GRADUATION_TEXTS.openForm,
        width: 150,
        render: (_value: unknown, row: ResourceRow) => (
          <Link to={graduationLinks.form(row.id)}>
            <StudentsText text={GRADUATION_TEXTS.openForm} />
          </Link>
        ),
      },
    ],
    keyColumns: ['registrationNo', 'firstName', 'lastName', 'programId', 'graduation'],
  };
});
