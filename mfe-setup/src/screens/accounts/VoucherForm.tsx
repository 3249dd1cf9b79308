import { useState } from 'react';
import { Alert, Button, Card, Input, Select, Space, Table, Typography } from 'antd';
import { apiClient, apiErrorOf } from '@hemis/shared-auth';
import {
  ACCOUNT_PATHS,
  VOUCHER_TYPES,
  adToBs,
  formatPaisa,
  nepalToday,
  paisaOfInput,
  rupeesInput,
  voucherInputSchema,
  voucherTotals,
  type AccountChart,
  type Voucher,
  type VoucherInput,
  type VoucherType,
} from '@hemis/shared-contracts';
import {
  BsAdDateInput,
  LineTable,
  nextLineKey,
  translateMessage,
  useLineDrafts,
  useNotice,
} from '@hemis/shared-ui';
import { setupTexts } from '../../i18n/texts';

/** A ledger as the lines grid offers it. */
export interface LedgerChoice {
  id: number;
  name: string;
  cashOrBank: boolean;
  subLedgers: { id: number; name: string }[];
}

/** The chart's ledgers, in the chart's order (group, sub-group, ledger). */
export const ledgerChoicesOf = (chart: AccountChart): LedgerChoice[] =>
  chart.flatMap((group) =>
    group.subGroups.flatMap((subGroup) =>
      subGroup.ledgers.map(({ id, name, cashOrBank, subLedgers }) => ({
        id,
        name,
        cashOrBank,
        subLedgers,
      })),
    ),
  );

interface LineDraft {
  key: number;
  ledgerId: number | null;
  subLedgerId: number | null;
  /** Rupees as typed ("1,200.50"). */
  debit: string;
  credit: string;
  narration: string;
}

const blankLine = (): LineDraft => ({
  key: nextLineKey(),
  ledgerId: null,
  subLedgerId: null,
  debit: '',
  credit: '',
  narration: '',
});

export interface VoucherFormProps {
  ledgers: readonly LedgerChoice[];
  /** The draft being changed; none: a new voucher. */
  voucher?: Voucher;
  defaultType: VoucherType;
  onSaved(voucher: Voucher): void;
  onCancel?(): void;
}

/**
 * A voucher's entry: type, date (BS with AD), narration and a grid of lines with the running
 * debit and credit totals and their difference. The contract's rules (two lines, each a debit or
 * a credit, debits equal to credits) are checked before sending, with the API's own messages.
 */
export function VoucherForm({
  ledgers,
  voucher,
  defaultType,
  onSaved,
  onCancel,
}: VoucherFormProps) {
  const t = setupTexts.useTexts();
  const notice = useNotice();
  const [voucherType, setVoucherType] = useState<VoucherType>(voucher?.voucherType ?? defaultType);
  // A new voucher is dated today, as a receipt is.
  const [dateAd, setDateAd] = useState<string | null>(voucher?.dateAd ?? nepalToday());
  const [narration, setNarration] = useState(voucher?.narration ?? '');
  const [initial] = useState<LineDraft[]>(() =>
    voucher
      ? voucher.lines.map((line) => ({
          ...blankLine(),
          ledgerId: line.ledgerId,
          subLedgerId: line.subLedgerId,
          debit: rupeesInput(line.debitPaisa),
          credit: rupeesInput(line.creditPaisa),
          narration: line.narration ?? '',
        }))
      : [blankLine(), blankLine()],
  );
  const drafts = useLineDrafts(initial);
  const lines = drafts.lines ?? initial;
  // Messages by where they belong: `lines.2.ledgerId` on line 3, anything else above.
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  const amounts = lines.map((line) => ({
    debitPaisa: paisaOfInput(line.debit),
    creditPaisa: paisaOfInput(line.credit),
  }));
  const valid = amounts.every(
    (line) => !Number.isNaN(line.debitPaisa) && !Number.isNaN(line.creditPaisa),
  );
  const { debits, credits } = voucherTotals(
    amounts.map((line) => ({
      debitPaisa: Number.isNaN(line.debitPaisa) ? 0 : line.debitPaisa,
      creditPaisa: Number.isNaN(line.creditPaisa) ? 0 : line.creditPaisa,
    })),
  );

  const { change } = drafts;

  async function save() {
    if (!valid) {
      setProblems({ amounts: t('Enter amounts in rupees, e.g. 1200 or 1200.50') });
      return;
    }
    const body: VoucherInput = {
      voucherType,
      dateAd,
      dateBs: dateAd ? adToBs(dateAd) : null,
      narration,
      lines: lines.map((line, index) => ({
        ledgerId: line.ledgerId ?? 0,
        subLedgerId: line.subLedgerId,
        debitPaisa: amounts[index]?.debitPaisa ?? 0,
        creditPaisa: amounts[index]?.creditPaisa ?? 0,
        narration: line.narration || null,
      })),
    };
    const checked = voucherInputSchema.safeParse(body);
    if (!checked.success) {
      const found: Record<string, string> = {};
      for (const issue of checked.error.issues) {
        found[issue.path.join('.')] ??= translateMessage(issue.message);
      }
      setProblems(found);
      return;
    }
    setProblems({});
    setSaving(true);
    try {
      const response = voucher
        ? await apiClient.put<Voucher>(ACCOUNT_PATHS.voucher(voucher.id), body)
        : await apiClient.post<Voucher>(ACCOUNT_PATHS.vouchers, body);
      notice.success(t(voucher ? 'Voucher updated' : 'Voucher saved as a draft'));
      onSaved(response.data);
    } catch (error) {
      const refusal = apiErrorOf(error);
      setProblems(
        refusal?.fields
          ? Object.fromEntries(
              Object.entries(refusal.fields).map(([key, message]) => [
                key,
                translateMessage(message),
              ]),
            )
          : {
              _: refusal?.message
                ? translateMessage(refusal.message)
                : t('The voucher could not be saved'),
            },
      );
    } finally {
      setSaving(false);
    }
  }

  const ledgerOptions = ledgers.map((ledger) => ({ value: ledger.id, label: ledger.name }));
  const lineProblems = (index: number) =>
    Object.entries(problems).filter(
      ([key]) => key === `lines.${index}` || key.startsWith(`lines.${index}.`),
    );
  const voucherProblems = [
    ...new Set(
      Object.entries(problems)
        .filter(([key]) => !/^lines\.\d+(\.|$)/.test(key))
        .map(([, message]) => message),
    ),
  ];
  const difference = debits - credits;
  return (
    <Card title={t(voucher ? 'Edit voucher' : 'New voucher')} data-testid="voucher-form">
      <Space direction="vertical" style={{ width: '100%' }}>
        <Space wrap align="start">
          <div>
            <Typography.Text>{t('Voucher Type')}</Typography.Text>
            <Select
              aria-label={t('Voucher Type')}
              style={{ display: 'block', minWidth: 160 }}
              value={voucherType}
              onChange={(value: VoucherType) => setVoucherType(value)}
              options={VOUCHER_TYPES.map((type) => ({ value: type.value, label: t(type.label) }))}
            />
          </div>
          <div>
            <Typography.Text>{t('Date')}</Typography.Text>
            <BsAdDateInput value={dateAd} onChange={setDateAd} />
          </div>
        </Space>
        <Input.TextArea
          aria-label={t('Narration')}
          placeholder={t('Narration')}
          value={narration}
          onChange={(event) => setNarration(event.target.value)}
          rows={2}
        />
        <LineTable<LineDraft>
          lines={lines}
          fewest={2}
          removeLabel={(n) => t('Remove line {{n}}', { n })}
          onRemove={drafts.remove}
          addLabel={t('Add line')}
          onAdd={() => drafts.add(blankLine())}
          columns={[
            {
              title: t('Ledger'),
              key: 'ledger',
              width: '30%',
              render: (_, line, index) => {
                const own = lineProblems(index);
                return (
                  <>
                    <Select
                      aria-label={t('Ledger of line {{n}}', { n: index + 1 })}
                      showSearch
                      optionFilterProp="label"
                      style={{ width: '100%' }}
                      status={own.some(([key]) => key.endsWith('.ledgerId')) ? 'error' : undefined}
                      value={line.ledgerId ?? undefined}
                      options={ledgerOptions}
                      onChange={(value: number) =>
                        change(line.key, { ledgerId: value, subLedgerId: null })
                      }
                    />
                    {own.length > 0 ? (
                      <Typography.Text
                        type="danger"
                        role="alert"
                        data-testid={`line-${index + 1}-problems`}
                      >
                        {[...new Set(own.map(([, message]) => message))].join('; ')}
                      </Typography.Text>
                    ) : null}
                  </>
                );
              },
            },
            {
              title: t('Sub-ledger'),
              key: 'subLedger',
              width: '18%',
              render: (_, line, index) => {
                const subs =
                  ledgers.find((ledger) => ledger.id === line.ledgerId)?.subLedgers ?? [];
                return (
                  <Select
                    aria-label={t('Sub-ledger of line {{n}}', { n: index + 1 })}
                    allowClear
                    disabled={subs.length === 0}
                    style={{ width: '100%' }}
                    value={line.subLedgerId ?? undefined}
                    options={subs.map((sub) => ({ value: sub.id, label: sub.name }))}
                    onChange={(value: number | undefined) =>
                      change(line.key, { subLedgerId: value ?? null })
                    }
                  />
                );
              },
            },
            {
              title: t('Debit'),
              key: 'debit',
              render: (_, line, index) => (
                <Input
                  aria-label={t('Debit of line {{n}}', { n: index + 1 })}
                  inputMode="decimal"
                  status={problems[`lines.${index}`] ? 'error' : undefined}
                  value={line.debit}
                  onChange={(event) => change(line.key, { debit: event.target.value })}
                />
              ),
            },
            {
              title: t('Credit'),
              key: 'credit',
              render: (_, line, index) => (
                <Input
                  aria-label={t('Credit of line {{n}}', { n: index + 1 })}
                  inputMode="decimal"
                  status={problems[`lines.${index}`] ? 'error' : undefined}
                  value={line.credit}
                  onChange={(event) => change(line.key, { credit: event.target.value })}
                />
              ),
            },
            {
              title: t('Line Narration'),
              key: 'narration',
              render: (_, line, index) => (
                <Input
                  aria-label={t('Narration of line {{n}}', { n: index + 1 })}
                  value={line.narration}
                  onChange={(event) => change(line.key, { narration: event.target.value })}
                />
              ),
            },
          ]}
          summary={() => (
            <Table.Summary.Row>
              <Table.Summary.Cell index={0} colSpan={2}>
                <Typography.Text strong>{t('Total')}</Typography.Text>
              </Table.Summary.Cell>
              <Table.Summary.Cell index={2}>
                <span data-testid="total-debit">{formatPaisa(debits)}</span>
              </Table.Summary.Cell>
              <Table.Summary.Cell index={3}>
                <span data-testid="total-credit">{formatPaisa(credits)}</span>
              </Table.Summary.Cell>
              <Table.Summary.Cell index={4} colSpan={2}>
                <Typography.Text type={difference === 0 ? 'success' : 'danger'}>
                  {t('Difference:')}{' '}
                  <span data-testid="total-difference">{formatPaisa(difference)}</span>
                </Typography.Text>
              </Table.Summary.Cell>
            </Table.Summary.Row>
          )}
        />
        {voucherProblems.length > 0 && (
          <Alert
            type="error"
            showIcon
            data-testid="voucher-problems"
            message={voucherProblems.map((problem) => (
              <div key={problem}>{problem}</div>
            ))}
          />
        )}
        <Space>
          <Button type="primary" loading={saving} onClick={() => void save()}>
            {t('Save Voucher')}
          </Button>
          {onCancel && <Button onClick={onCancel}>{t('Cancel')}</Button>}
        </Space>
      </Space>
    </Card>
  );
}
