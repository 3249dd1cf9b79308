import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import {
  Alert,
  Button,
  Card,
  Descriptions,
  Input,
  Modal,
  Space,
  Spin,
  Table,
  Tag,
  Typography,
} from 'antd';
import { apiClient, apiErrorOf } from '@hemis/shared-auth';
import {
  DISCOUNT_KINDS,
  PAYMENT_MODES,
  RECEIPT_MESSAGES,
  RECEIPT_PATHS,
  choiceLabel,
  formatPaisa,
  receiptNoLabel,
  type Receipt,
  type ReceiptLine,
} from '@hemis/shared-contracts';
import {
  mayAct,
  translateMessage,
  useApiGet,
  useLanguage,
  useNotice,
  useRowUser,
} from '@hemis/shared-ui';
import { studentsTexts } from '../i18n/texts';
import { PdfPanel } from '@hemis/shared-ui';
import { recordId } from '../students/studentRecord';
import { RECEIPT_TEXTS, receiptLinks } from './texts';
import { formatDate, formatDateTime } from '@hemis/shared-ui';

/** Issued or cancelled, as a tag. */
export function ReceiptStatusTag({ status }: { status: Receipt['status'] }) {
  const t = studentsTexts.useTexts();
  return status === 'cancelled' ? (
    <Tag color="red">{t('Cancelled')}</Tag>
  ) : (
    <Tag color="green">{t('Issued')}</Tag>
  );
}

/** The cancel dialog: the reason is required; the API's refusal is shown in it. */
function CancelDialog({
  receipt,
  open,
  onClose,
  onCancelled,
}: {
  receipt: Receipt;
  open: boolean;
  onClose(): void;
  onCancelled(): void;
}) {
  const notice = useNotice();
  const t = studentsTexts.useTexts();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  async function confirm() {
    if (!reason.trim()) {
      setProblem(t(RECEIPT_MESSAGES.cancelReason));
      return;
    }
    setBusy(true);
    try {
      await apiClient.post(RECEIPT_PATHS.cancel(receipt.id), { reason });
      notice.success(t(RECEIPT_MESSAGES.cancelled));
      setReason('');
      setProblem(null);
      onCancelled();
    } catch (error) {
      const refusal = apiErrorOf(error);
      const refused = refusal?.fields?.reason ?? refusal?.message;
      setProblem(refused ? translateMessage(refused) : t('The receipt could not be cancelled'));
    } finally {
      setBusy(false);
    }
  }
  return (
    <Modal
      open={open}
      title={t(RECEIPT_TEXTS.cancelTitle)}
      okText={t(RECEIPT_TEXTS.cancelOk)}
      okButtonProps={{ danger: true, loading: busy }}
      cancelText={t(RECEIPT_TEXTS.keep)}
      onOk={() => void confirm()}
      onCancel={onClose}
    >
      <Typography.Paragraph>{t(RECEIPT_TEXTS.cancelNote)}</Typography.Paragraph>
      <Input.TextArea
        aria-label={t(RECEIPT_TEXTS.cancelReason)}
        placeholder={t(RECEIPT_TEXTS.cancelReason)}
        rows={3}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
      />
      {problem ? <Alert style={{ marginTop: 8 }} type="error" showIcon title={problem} /> : null}
    </Modal>
  );
}

/**
 * receipt-management/receipt-details/:id: the receipt as issued (or cancelled, with why), its
 * printable A5 PDF with the QR code of the verification page, and Cancel for those who may.
 */
export default function ReceiptDetails() {
  const { id: raw } = useParams();
  const id = recordId(raw);
  const user = useRowUser();
  const mayCancel = mayAct(user, 'receipt', 'delete');
  const mayPrint = mayAct(user, 'receipt', 'export');
  const answer = useApiGet<Receipt>(id === null ? null : RECEIPT_PATHS.receipt(id));
  const [cancelling, setCancelling] = useState(false);
  const receipt = answer.data;
  const t = studentsTexts.useTexts();
  // The amount in English words beside the Nepali ones, on an English screen.
  const english = useLanguage() === 'en';

  if (answer.failed) return <Alert type="error" showIcon title={t(RECEIPT_MESSAGES.notFound)} />;
  if (!receipt) return <Spin />;

  return (
    <Card
      title={
        <Space>
          {`${t(RECEIPT_TEXTS.detailsTitle)}: ${t('No. {{number}}', { number: receiptNoLabel(receipt) })}`}
          <ReceiptStatusTag status={receipt.status} />
        </Space>
      }
    >
      <Descriptions column={{ xs: 1, md: 2 }} size="small" bordered style={{ marginBottom: 16 }}>
        <Descriptions.Item label={t('Student')}>
          <Link to={receiptLinks.form(receipt.studentId)}>{receipt.studentName}</Link>
        </Descriptions.Item>
        <Descriptions.Item label={t('Registration No.')}>
          {receipt.registrationNo ?? '-'}
        </Descriptions.Item>
        <Descriptions.Item label={t('Program')}>{receipt.programName ?? '-'}</Descriptions.Item>
        <Descriptions.Item label={t('Campus')}>{receipt.campusName}</Descriptions.Item>
        <Descriptions.Item label={t('Date')}>{formatDate(receipt.dateAd)}</Descriptions.Item>
        <Descriptions.Item label={t('Payment mode')}>
          {t(choiceLabel(PAYMENT_MODES, receipt.paymentMode))}
          {receipt.bankVoucherNo ? ` ${t('(voucher {{no}})', { no: receipt.bankVoucherNo })}` : ''}
          {receipt.esewaRefId ? ` ${t('(reference {{no}})', { no: receipt.esewaRefId })}` : ''}
        </Descriptions.Item>
        <Descriptions.Item label={t('Issued by')}>{receipt.issuedBy ?? '-'}</Descriptions.Item>
        <Descriptions.Item label={t('Issued at')}>
          {formatDateTime(receipt.createdAt)}
        </Descriptions.Item>
        {receipt.voucherNo ? (
          <Descriptions.Item label={t('Accounts voucher')}>
            {receipt.voucherNo}
            {receipt.reversalVoucherNo
              ? `, ${t('reversed by {{no}}', { no: receipt.reversalVoucherNo })}`
              : ''}
          </Descriptions.Item>
        ) : null}
        {receipt.remarks ? (
          <Descriptions.Item label={t('Remarks')}>{receipt.remarks}</Descriptions.Item>
        ) : null}
      </Descriptions>
      {receipt.status === 'cancelled' ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title={t('Cancelled on {{date}} by {{name}}: {{reason}}', {
            date: formatDateTime(receipt.cancelledAt),
            name: receipt.cancelledBy ?? '-',
            reason: receipt.cancelReason ?? '',
          })}
        />
      ) : null}
      <Table<ReceiptLine>
        size="small"
        pagination={false}
        rowKey={(_line, index) => String(index)}
        dataSource={receipt.lines}
        columns={[
          { title: t('S.N.'), key: 'sn', render: (_v, _line, index) => index + 1 },
          { title: t('Particulars'), dataIndex: 'feeTypeName' },
          {
            title: t(RECEIPT_TEXTS.yearOrSemester),
            dataIndex: 'yearOrSemester',
            render: (value: number | null) => value ?? '-',
          },
          {
            title: t(RECEIPT_TEXTS.amount),
            dataIndex: 'amountPaisa',
            align: 'right',
            render: (value: number) => formatPaisa(value),
          },
        ]}
        summary={() => (
          <>
            {receipt.finePaisa > 0 ? (
              <Table.Summary.Row>
                <Table.Summary.Cell index={0} colSpan={3}>
                  {t('Fine')}
                </Table.Summary.Cell>
                <Table.Summary.Cell index={3} align="right">
                  {formatPaisa(receipt.finePaisa)}
                </Table.Summary.Cell>
              </Table.Summary.Row>
            ) : null}
            {receipt.discountPaisa > 0 ? (
              <Table.Summary.Row>
                <Table.Summary.Cell index={0} colSpan={3}>
                  {t('Less {{what}}', {
                    what: receipt.discountKind
                      ? t(choiceLabel(DISCOUNT_KINDS, receipt.discountKind))
                      : t('discount'),
                  })}
                  {receipt.discountReason ? `: ${receipt.discountReason}` : ''}
                </Table.Summary.Cell>
                <Table.Summary.Cell index={3} align="right">
                  -{formatPaisa(receipt.discountPaisa)}
                </Table.Summary.Cell>
              </Table.Summary.Row>
            ) : null}
            <Table.Summary.Row>
              <Table.Summary.Cell index={0} colSpan={3}>
                <Typography.Text strong>{t('Total')}</Typography.Text>
              </Table.Summary.Cell>
              <Table.Summary.Cell index={3} align="right">
                <Typography.Text strong data-testid="receipt-total">
                  {formatPaisa(receipt.totalPaisa)}
                </Typography.Text>
              </Table.Summary.Cell>
            </Table.Summary.Row>
          </>
        )}
      />
      <Typography.Paragraph style={{ marginTop: 8 }}>
        {english ? (
          <>
            {receipt.amountInWords}
            <br />
          </>
        ) : null}
        <span lang="ne">{receipt.amountInWordsNepali}</span>
      </Typography.Paragraph>
      <PdfPanel
        path={mayPrint ? RECEIPT_PATHS.pdf(receipt.id) : null}
        fileName={`receipt-${receipt.receiptNo}-${receipt.fiscalYear.replace('/', '-')}.pdf`}
        texts={{
          preview: RECEIPT_TEXTS.preview,
          loading: RECEIPT_TEXTS.loadingPdf,
          failed: RECEIPT_TEXTS.pdfFailed,
        }}
        // A cancelled receipt prints CANCELLED.
        version={receipt.status}
        actions={
          <>
            {mayCancel && receipt.status === 'issued' ? (
              <Button danger onClick={() => setCancelling(true)}>
                {t(RECEIPT_TEXTS.cancel)}
              </Button>
            ) : null}
            <Link to={receiptLinks.form(receipt.studentId)}>{t(RECEIPT_TEXTS.newReceipt)}</Link>
          </>
        }
      />
      <CancelDialog
        receipt={receipt}
        open={cancelling}
        onClose={() => setCancelling(false)}
        onCancelled={() => {
          setCancelling(false);
          answer.reload();
        }}
      />
    </Card>
  );
}
