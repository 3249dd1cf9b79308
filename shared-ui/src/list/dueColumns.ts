import type { TableColumnsType } from 'antd';
import type { StudentDue } from '@hemis/shared-contracts';
import type { Translate } from '../i18n/texts';

/**
 * The Due, Paid and Balance columns of a student's fee dues, as the fee ledger and the student's
 * own fees show them; titles in the caller's words, amounts in the caller's digits.
 */
export function dueAmountColumns(
  t: Translate,
  money: (paisa: number) => string,
): TableColumnsType<StudentDue> {
  const amount = (paisa: number) => money(paisa);
  return [
    { title: t('Due'), dataIndex: 'duePaisa', align: 'right', render: amount },
    { title: t('Paid'), dataIndex: 'paidPaisa', align: 'right', render: amount },
    {
      title: t('Balance'),
      key: 'balancePaisa',
      dataIndex: 'balancePaisa',
      align: 'right',
      render: amount,
    },
  ];
}
