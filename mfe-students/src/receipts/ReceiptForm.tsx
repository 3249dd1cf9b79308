import { useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import {
  Alert,
  Button,
  Card,
  Col,
  Descriptions,
  Input,
  Radio,
  Row,
  Select,
  Space,
  Spin,
  Typography,
} from 'antd';
import { apiClient, apiErrorOf } from '@hemis/shared-auth';
import {
  COUNTER_PAYMENT_MODES,
  DISCOUNT_KINDS,
  RECEIPT_MESSAGES,
  RECEIPT_PATHS,
  adToBs,
  amountInWords,
  amountInWordsNepali,
  formatPaisa,
  nepalToday,
  paisaOfInput,
  receiptInputSchema,
  receiptTotals,
  type DiscountKind,
  type NextReceiptNo,
  type Receipt,
  type ReceiptInput,
  type StudentLedger,
} from '@hemis/shared-contracts';
import {
  AmountInput,
  BsAdDateInput,
  mayAct,
  useApiGet,
  useNotice,
  useRowUser,
  translateMessage,
  useLanguage,
  useLineDrafts,
} from '@hemis/shared-ui';
import { studentsTexts } from '../i18n/texts';
import { recordId } from '../students/studentRecord';
import { RECEIPT_TEXTS, receiptLinks } from './texts';
import { useFeeTypes } from './useFeeTypes';
import { LedgerCard } from './LedgerCard';
import { FeeLines, lineOf, linesFromDues, termOf, type LineDraft } from './feeLines';

/** The counter's payment mode a radio button holds (antd hands its value on untyped). */
const counterModeOf = (value: unknown): 'cash' | 'bank' => (value === 'bank' ? 'bank' : 'cash');

/**
 * receipt-management/receipt-form/:id (the student's id): the student's fee ledger, and the
 * receipt a clerk issues from it: the fees owed are filled in, the clerk adjusts them, adds a
 * discount or scholarship with its reason, a fine, the payment mode and the date, sees the total
 * in figures and words, and issues it. The receipt's number is given when it is saved.
 */
export default function ReceiptForm() {
  const { id: raw } = useParams();
  const studentId = recordId(raw);
  const navigate = useNavigate();
  const notice = useNotice();
  const t = studentsTexts.useTexts();
  // The amount in English words beside the Nepali ones, on an English screen.
  const english = useLanguage() === 'en';
  const user = useRowUser();
  const mayIssue = mayAct(user, 'receipt', 'add');
  const ledger = useApiGet<StudentLedger>(
    studentId === null ? null : RECEIPT_PATHS.studentLedger(studentId),
  );
  const next = useApiGet<NextReceiptNo>(mayIssue ? RECEIPT_PATHS.nextNo : null);
  const { course, general } = useFeeTypes();

  // The lines start from what the ledger says is owed, until the clerk changes them.
  const initial = useMemo(() => (ledger.data ? linesFromDues(ledger.data) : null), [ledger.data]);
  const drafts = useLineDrafts<LineDraft>(initial);
  const { lines } = drafts;
  const [dateAd, setDateAd] = useState<string | null>(nepalToday());
  const [discount, setDiscount] = useState('');
  const [discountKind, setDiscountKind] = useState<DiscountKind | null>(null);
  const [discountReason, setDiscountReason] = useState('');
  const [fine, setFine] = useState('');
  const [paymentMode, setPaymentMode] = useState<'cash' | 'bank'>('cash');
  const [bankVoucherNo, setBankVoucherNo] = useState('');
  const [remarks, setRemarks] = useState('');
  const [problems, setProblems] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);

  if (studentId === null)
    return <Alert type="error" showIcon title={t(RECEIPT_MESSAGES.studentNotFound)} />;
  if (ledger.failed) {
    return (
      <Card title={t(RECEIPT_TEXTS.formTitle)}>
        <Alert type="error" showIcon title={t(RECEIPT_MESSAGES.studentNotFound)} />
      </Card>
    );
  }
  if (!ledger.data || lines === null) return <Spin />;
  const student = ledger.data;

  const feeOptions = [
    {
      label: t('Course fees'),
      options: course.map((row) => ({ value: `c:${row.id}`, label: row.feeTypeName })),
    },
    {
      label: t('General fees'),
      options: general.map((row) => ({ value: `g:${row.id}`, label: row.feeTypeName })),
    },
  ];
  const amounts = lines.map((line) => paisaOfInput(line.amount));
  const discountPaisa = paisaOfInput(discount);
  const finePaisa = paisaOfInput(fine);
  const numbersOk = [...amounts, discountPaisa, finePaisa].every((value) => !Number.isNaN(value));
  const { totalPaisa } = receiptTotals({
    lines: amounts.map((amountPaisa) => ({
      amountPaisa: Number.isNaN(amountPaisa) ? 0 : amountPaisa,
    })),
    discountPaisa: Number.isNaN(discountPaisa) ? 0 : discountPaisa,
    finePaisa: Number.isNaN(finePaisa) ? 0 : finePaisa,
  });
  async function issue() {
    if (!numbersOk || lines === null) {
      setProblems([t(RECEIPT_TEXTS.badAmount)]);
      return;
    }
    const body: ReceiptInput = {
      studentId: studentId ?? 0,
      dateAd,
      dateBs: dateAd ? adToBs(dateAd) : null,
      lines: lines.map((line, index) => {
        const [kind, id] = (line.feeType ?? ':').split(':');
        return {
          feeTypeId: kind === 'c' ? Number(id) : null,
          generalFeeTypeId: kind === 'g' ? Number(id) : null,
          yearOrSemester: line.yearOrSemester,
          amountPaisa: amounts[index] ?? 0,
        };
      }),
      discountPaisa,
      discountKind: discountPaisa > 0 ? discountKind : null,
      discountReason: discountReason || null,
      finePaisa,
      paymentMode,
      bankVoucherNo: paymentMode === 'bank' ? bankVoucherNo : null,
      remarks: remarks || null,
    };
    const checked = receiptInputSchema.safeParse(body);
    if (!checked.success) {
      setProblems([
        ...new Set(checked.error.issues.map((issue) => translateMessage(issue.message))),
      ]);
      return;
    }
    setProblems([]);
    setSaving(true);
    try {
      const response = await apiClient.post<Receipt>(RECEIPT_PATHS.receipts, body);
      notice.success(
        `${t(RECEIPT_MESSAGES.issued)}: ${t('No. {{number}}', { number: response.data.receiptNo })}`,
      );
      navigate(receiptLinks.details(response.data.id));
    } catch (error) {
      const refusal = apiErrorOf(error);
      setProblems(
        refusal?.fields
          ? [...new Set(Object.values(refusal.fields).map(translateMessage))]
          : [refusal?.message ? translateMessage(refusal.message) : t(RECEIPT_TEXTS.failed)],
      );
    } finally {
      setSaving(false);
    }
  }

  return (
    <Card title={`${t(RECEIPT_TEXTS.formTitle)}: ${student.studentName}`}>
      <Descriptions column={{ xs: 1, md: 3 }} size="small" style={{ marginBottom: 16 }}>
        <Descriptions.Item label={t('Registration No.')}>
          {student.registrationNo ?? '-'}
        </Descriptions.Item>
        <Descriptions.Item label={t('Program')}>{student.programName ?? '-'}</Descriptions.Item>
        <Descriptions.Item label={t('Batch')}>{student.batchName ?? '-'}</Descriptions.Item>
        <Descriptions.Item label={t('Year/Semester')}>
          {termOf(student.yearOrSemester)}
        </Descriptions.Item>
        <Descriptions.Item label={t('Campus')}>{student.campusName}</Descriptions.Item>
      </Descriptions>
      <LedgerCard ledger={student} studentId={student.studentId} />
      {mayIssue ? (
        <Card size="small" title={t(RECEIPT_TEXTS.fees)} data-testid="receipt-form">
          <Space orientation="vertical" style={{ width: '100%' }}>
            {next.data ? (
              <Typography.Text type="secondary" data-testid="next-receipt-no">
                {RECEIPT_TEXTS.nextNo(next.data.receiptNo, next.data.fiscalYear)}
              </Typography.Text>
            ) : null}
            <div>
              <Typography.Text>{t(RECEIPT_TEXTS.date)}</Typography.Text>
              <BsAdDateInput value={dateAd} onChange={setDateAd} max={nepalToday()} />
            </div>
            <FeeLines
              lines={lines}
              feeOptions={feeOptions}
              onChange={drafts.change}
              onRemove={drafts.remove}
              onAdd={() => drafts.add(lineOf())}
            />
            {/* One column on a phone, four on wider screens. */}
            <Row gutter={[16, 8]}>
              <Col xs={24} md={6}>
                <Typography.Text>{t(RECEIPT_TEXTS.fine)}</Typography.Text>
                <AmountInput
                  aria-label={t(RECEIPT_TEXTS.fine)}
                  value={fine}
                  onChange={(event) => setFine(event.target.value)}
                />
              </Col>
              <Col xs={24} md={6}>
                <Typography.Text>{t(RECEIPT_TEXTS.discount)}</Typography.Text>
                <AmountInput
                  aria-label={t(RECEIPT_TEXTS.discount)}
                  value={discount}
                  onChange={(event) => setDiscount(event.target.value)}
                />
              </Col>
              <Col xs={24} md={6}>
                <Typography.Text>{t(RECEIPT_TEXTS.discountKind)}</Typography.Text>
                <Select
                  aria-label={t(RECEIPT_TEXTS.discountKind)}
                  allowClear
                  style={{ display: 'block', width: '100%' }}
                  value={discountKind ?? undefined}
                  options={DISCOUNT_KINDS.map((kind) => ({
                    value: kind.value,
                    label: t(kind.label),
                  }))}
                  onChange={(value: DiscountKind | undefined) => setDiscountKind(value ?? null)}
                />
              </Col>
              <Col xs={24} md={6}>
                <Typography.Text>{t(RECEIPT_TEXTS.discountReason)}</Typography.Text>
                <Input
                  aria-label={t(RECEIPT_TEXTS.discountReason)}
                  value={discountReason}
                  onChange={(event) => setDiscountReason(event.target.value)}
                />
              </Col>
            </Row>
            <Space wrap align="center">
              <Typography.Text>{t(RECEIPT_TEXTS.paymentMode)}</Typography.Text>
              <Radio.Group
                aria-label={t(RECEIPT_TEXTS.paymentMode)}
                value={paymentMode}
                onChange={(event) => setPaymentMode(counterModeOf(event.target.value))}
                options={COUNTER_PAYMENT_MODES.map((mode) => ({
                  value: mode.value,
                  label: t(mode.label),
                }))}
              />
              {paymentMode === 'bank' ? (
                <Input
                  aria-label={t(RECEIPT_TEXTS.bankVoucherNo)}
                  placeholder={t(RECEIPT_TEXTS.bankVoucherNo)}
                  value={bankVoucherNo}
                  onChange={(event) => setBankVoucherNo(event.target.value)}
                />
              ) : null}
            </Space>
            <Input.TextArea
              aria-label={t(RECEIPT_TEXTS.remarks)}
              placeholder={t(RECEIPT_TEXTS.remarks)}
              rows={2}
              value={remarks}
              onChange={(event) => setRemarks(event.target.value)}
            />
            <div data-testid="receipt-total">
              <Typography.Title level={5} style={{ margin: 0 }}>
                {t(RECEIPT_TEXTS.total)}: {formatPaisa(totalPaisa)}
              </Typography.Title>
              {english ? (
                <>
                  <Typography.Text>{amountInWords(totalPaisa)}</Typography.Text>
                  <br />
                </>
              ) : null}
              <Typography.Text lang="ne">{amountInWordsNepali(totalPaisa)}</Typography.Text>
            </div>
            {problems.length > 0 ? (
              <Alert
                type="error"
                showIcon
                data-testid="receipt-problems"
                title={problems.map((problem) => (
                  <div key={problem}>{problem}</div>
                ))}
              />
            ) : null}
            <Button type="primary" loading={saving} onClick={() => void issue()}>
              {t(RECEIPT_TEXTS.save)}
            </Button>
          </Space>
        </Card>
      ) : null}
    </Card>
  );
}
