import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Alert, Button, Card, Space, Table, Typography } from 'antd';
import { apiClient, apiErrorOf } from '@hemis/shared-auth';
import {
  ESEWA_PAGES,
  ESEWA_PATHS,
  PAYMENT_MODES,
  RECEIPT_PATHS,
  RECEIPT_STATUSES,
  formatPaisa,
  receiptFileName,
  receiptNoLabel,
  type ReceiptListRow,
  type StudentDue,
  type StudentLedger,
} from '@hemis/shared-contracts';
import { dueAmountColumns, useApiGet } from '@hemis/shared-ui';
import { inDigits, translateMessage, useDigits } from '@hemis/shared-ui/src/i18n/texts';
import { choiceText, shellTexts } from '../i18n/texts';
import { OwnPdfButton } from './OwnPdfButton';

export const MY_FEES_TEXTS = {
  title: 'My Fees',
  balance: 'Balance due: NPR {{amount}}',
  nothingDue: 'Nothing is due.',
  pay: 'Pay online with eSewa',
  failed: 'Your fees could not be loaded right now.',
  payFailed: 'The payment could not be started.',
  receipts: 'My receipts',
  receipt: 'Receipt PDF',
  receiptFailed: 'The receipt could not be downloaded.',
} as const;

/**
 * The student's own fees on their home: what the fee setup asks of them, what they paid, the
 * balance, paying the balance online through eSewa, and their receipts, each to download.
 */
export function MyFees() {
  const navigate = useNavigate();
  const t = shellTexts.useTexts();
  useDigits();
  const money = (paisa: number) => inDigits(formatPaisa(paisa));
  const fees = useApiGet<StudentLedger>(ESEWA_PATHS.myFees);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function pay() {
    setBusy(true);
    setProblem(null);
    try {
      const response = await apiClient.post<{ transactionUuid: string }>(ESEWA_PATHS.pay, {});
      navigate(`${ESEWA_PAGES.pay}?payment=${encodeURIComponent(response.data.transactionUuid)}`);
    } catch (error) {
      setProblem(apiErrorOf(error)?.message ?? t(MY_FEES_TEXTS.payFailed));
      setBusy(false);
    }
  }

  // No record linked, or no fees set: the home says so elsewhere; nothing to show here.
  if (fees.failed || !fees.data) return null;
  const ledger = fees.data;
  return (
    <Card title={t(MY_FEES_TEXTS.title)}>
      <Table<StudentDue>
        size="small"
        pagination={false}
        rowKey={(due) => `${due.feeTypeName}:${due.yearOrSemester ?? 0}`}
        dataSource={ledger.dues}
        columns={[
          { title: t('Fee'), dataIndex: 'feeTypeName' },
          {
            title: t('Year/Semester'),
            dataIndex: 'yearOrSemester',
            render: (v: number | null) => (v === null ? '-' : inDigits(String(v))),
          },
          ...dueAmountColumns(t, money),
        ]}
      />
      <Space style={{ marginTop: 16 }} wrap>
        <Typography.Text strong data-testid="my-balance">
          {ledger.balancePaisa > 0
            ? t(MY_FEES_TEXTS.balance, { amount: money(ledger.balancePaisa) })
            : t(MY_FEES_TEXTS.nothingDue)}
        </Typography.Text>
        {ledger.balancePaisa > 0 ? (
          <Button type="primary" loading={busy} onClick={() => void pay()}>
            {t(MY_FEES_TEXTS.pay)}
          </Button>
        ) : null}
      </Space>
      {problem ? (
        <Alert style={{ marginTop: 12 }} type="error" showIcon title={translateMessage(problem)} />
      ) : null}
      {Array.isArray(ledger.receipts) && ledger.receipts.length > 0 ? (
        <Table<ReceiptListRow>
          style={{ marginTop: 16 }}
          title={() => t(MY_FEES_TEXTS.receipts)}
          size="small"
          pagination={false}
          rowKey="id"
          dataSource={ledger.receipts}
          columns={[
            {
              title: t('Receipt No.'),
              key: 'no',
              render: (_v, row) => inDigits(receiptNoLabel(row)),
            },
            { title: t('Date (BS)'), dataIndex: 'dateBs', render: (v: string) => inDigits(v) },
            {
              title: t('Amount'),
              dataIndex: 'totalPaisa',
              align: 'right',
              render: (v: number) => money(v),
            },
            {
              title: t('Paid by'),
              dataIndex: 'paymentMode',
              render: (v: string) => choiceText(t, PAYMENT_MODES, v),
            },
            {
              title: t('Status'),
              dataIndex: 'status',
              render: (v: string) => choiceText(t, RECEIPT_STATUSES, v),
            },
            {
              title: t(MY_FEES_TEXTS.receipt),
              key: 'pdf',
              render: (_v, row) => (
                <OwnPdfButton
                  path={RECEIPT_PATHS.ownPdf(row.id)}
                  fileName={receiptFileName(row)}
                  label={t(MY_FEES_TEXTS.receipt)}
                  failedText={t(MY_FEES_TEXTS.receiptFailed)}
                />
              ),
            },
          ]}
        />
      ) : null}
    </Card>
  );
}
