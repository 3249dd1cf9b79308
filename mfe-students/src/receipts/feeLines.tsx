import { Select, type SelectProps } from 'antd';
import { rupeesInput, type StudentDue, type StudentLedger } from '@hemis/shared-contracts';
import { AmountInput, LineTable, nextLineKey } from '@hemis/shared-ui';
import { studentsTexts } from '../i18n/texts';
import { RECEIPT_TEXTS } from './texts';

/** A fee line as typed: which fee type ("c:<id>" course, "g:<id>" general), the term, rupees. */
export interface LineDraft {
  key: number;
  feeType: string | null;
  yearOrSemester: number | null;
  amount: string;
}

export const lineOf = (patch: Partial<LineDraft> = {}): LineDraft => ({
  key: nextLineKey(),
  feeType: null,
  yearOrSemester: null,
  amount: '',
  ...patch,
});
export const feeKey = (due: Pick<StudentDue, 'feeTypeId' | 'generalFeeTypeId'>) =>
  due.feeTypeId ? `c:${due.feeTypeId}` : `g:${due.generalFeeTypeId ?? 0}`;
export const termOf = (value: number | null) => (value === null ? '-' : String(value));

/** The lines a receipt starts with: each fee the ledger shows still owed. */
export const linesFromDues = (ledger: StudentLedger): LineDraft[] =>
  ledger.dues
    .filter((due) => due.balancePaisa > 0)
    .map((due) =>
      lineOf({
        feeType: feeKey(due),
        yearOrSemester: due.yearOrSemester,
        amount: rupeesInput(due.balancePaisa),
      }),
    );

export type FeeOptions = SelectProps<string>['options'];

/**
 * The fee lines of a receipt being issued: fee type, term and amount each, and the button that
 * adds one; a card per line on a phone, the amount never narrower than its figures.
 */
export function FeeLines({
  lines,
  feeOptions,
  onChange,
  onRemove,
  onAdd,
}: {
  lines: readonly LineDraft[];
  feeOptions: FeeOptions;
  onChange: (key: number, patch: Partial<LineDraft>) => void;
  onRemove: (key: number) => void;
  onAdd: () => void;
}) {
  const t = studentsTexts.useTexts();
  return (
    <LineTable<LineDraft>
      card={{ title: ['feeType'], actions: ['remove'] }}
      lines={lines}
      removeLabel={(n) => t('Remove line {{n}}', { n })}
      onRemove={onRemove}
      addLabel={t(RECEIPT_TEXTS.addFee)}
      onAdd={onAdd}
      columns={[
        {
          title: t(RECEIPT_TEXTS.feeType),
          key: 'feeType',
          width: '45%',
          render: (_, line, index) => (
            <Select
              aria-label={t('Fee type of line {{n}}', { n: index + 1 })}
              showSearch
              optionFilterProp="label"
              style={{ width: '100%' }}
              value={line.feeType ?? undefined}
              options={feeOptions}
              onChange={(value: string) => onChange(line.key, { feeType: value })}
            />
          ),
        },
        {
          title: t(RECEIPT_TEXTS.yearOrSemester),
          key: 'term',
          render: (_, line, index) => (
            <Select
              aria-label={t('Year/Semester of line {{n}}', { n: index + 1 })}
              allowClear
              style={{ width: 100 }}
              value={line.yearOrSemester ?? undefined}
              options={Array.from({ length: 12 }, (_v, term) => ({
                value: term + 1,
                label: String(term + 1),
              }))}
              onChange={(value: number | undefined) =>
                onChange(line.key, { yearOrSemester: value ?? null })
              }
            />
          ),
        },
        {
          title: t(RECEIPT_TEXTS.amount),
          key: 'amount',
          render: (_, line, index) => (
            <AmountInput
              aria-label={t('Amount of line {{n}}', { n: index + 1 })}
              value={line.amount}
              onChange={(event) => onChange(line.key, { amount: event.target.value })}
            />
          ),
        },
      ]}
    />
  );
}
