import { Link } from 'react-router-dom';
import { Space } from 'antd';
import { defineScopedResource, mayAct, useRowUser, type ResourceRow } from '@hemis/shared-ui';
import { declaration } from '../students/lists';
import { studentsTexts } from '../i18n/texts';
import { RECEIPT_TEXTS, receiptLinks } from './texts';

/** A row's receipt link: to the receipt form, which shows the student's ledger first. */
function ReceiptLink({ row }: { row: ResourceRow }) {
  const user = useRowUser();
  const t = studentsTexts.useTexts();
  return (
    <Space size={4} wrap>
      <Link to={receiptLinks.form(row.id)}>
        {t(mayAct(user, 'receipt', 'add') ? RECEIPT_TEXTS.issue : RECEIPT_TEXTS.ledger)}
      </Link>
    </Space>
  );
}

/**
 * receipt-management/student-list and /students: the student list (filters by the user's
 * reach), each row opening the student's fee ledger and receipt form.
 */
export default defineScopedResource((scope) => {
  const base = declaration('student-list', scope);
  return {
    ...base,
    title: RECEIPT_TEXTS.studentsTitle,
    description: undefined,
    actions: { edit: false, delete: false, export: false },
    extraColumns: [
      ...(base.extraColumns ?? []).filter((column) => column.key !== 'pages'),
      {
        key: 'receipt',
        title: 'Receipt',
        width: 130,
        render: (_value: unknown, row: ResourceRow) => <ReceiptLink row={row} />,
      },
    ],
    keyColumns: ['registrationNo', 'firstName', 'lastName', 'programId', 'status', 'receipt'],
  };
});
