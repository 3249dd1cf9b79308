import { Link } from 'react-router-dom';
import type { ResourceRow } from '@hemis/shared-ui';
import { StudentsText } from '../i18n/Text';

/**
 * A list's column linking each row to a page of its student (the dropout letters, the graduation
 * form): the link reads the column's title.
 */
export function studentLinkColumn(column: {
  key: string;
  title: string;
  width: number;
  linkOf: (studentId: number) => string;
}) {
  const { linkOf, ...shown } = column;
  return {
    ...shown,
    render: (_value: unknown, row: ResourceRow) => (
      <Link to={linkOf(Number(row.studentId))}>
        <StudentsText text={column.title} />
      </Link>
    ),
  };
}
