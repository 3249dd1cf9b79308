import { useEffect, useState } from 'react';
import { Alert, Select, Space, Typography } from 'antd';
import { apiClient, apiErrorOf } from '@hemis/shared-auth';
import {
  API_BASE,
  OPEN_DATA_PATHS,
  type OpenDataTable,
  type OpenDataValue,
} from '@hemis/shared-contracts';
import { GroupValuesTable } from '@hemis/shared-ui/src/reports/GroupValuesTable';
import { inDigits, translateMessage, useDigits } from '@hemis/shared-ui/src/i18n/texts';
import { shellTexts } from '../i18n/texts';
import { PublicCard } from './LoginPage.parts';

export const OPEN_DATA_TEXTS = {
  title: 'Higher Education in Numbers',
  intro:
    'National figures of the campuses’ annual statistical returns, as accepted and published ' +
    'by the commission. Only totals are published: a figure under 5 shows as "<5", and a figure ' +
    'that would reveal it shows as "x".',
  year: 'Fiscal Year',
  none: 'No fiscal year has been published yet.',
  failed: 'The figures could not be loaded. Please try again later.',
  csv: 'CSV',
  json: 'JSON',
  chart: 'Chart: {{title}}',
} as const;

interface PublishedYear {
  fiscalYearId: number;
  fiscalYearLabel: string;
  publishedAt: string;
  tables: { key: string; title: string }[];
}

const tablePath = (fiscalYearId: number, key: string) =>
  OPEN_DATA_PATHS.table.replace(':fiscalYearId', String(fiscalYearId)).replace(':table', key);
const numeric = (value: OpenDataValue | undefined) => (typeof value === 'number' ? value : 0);

/** Bars of each row's published figures (withheld ones count as none), beside its table. */
function Bars({ table }: { table: OpenDataTable }) {
  const t = shellTexts.useTexts();
  useDigits();
  const totals = table.rows.map((row) =>
    table.columns.reduce((sum, column) => sum + numeric(row.values[column.key]), 0),
  );
  const max = Math.max(1, ...totals);
  return (
    <div
      role="img"
      aria-label={t(OPEN_DATA_TEXTS.chart, { title: translateMessage(table.title) })}
      style={{ marginBottom: 8 }}
    >
      {table.rows.map((row, index) => (
        <div
          key={row.group}
          style={{ display: 'flex', alignItems: 'center', gap: 8, fontSize: 12 }}
        >
          <span style={{ width: 180, overflow: 'hidden', textOverflow: 'ellipsis' }}>
            {row.group}
          </span>
          <span
            style={{
              height: 10,
              width: `${(60 * (totals[index] ?? 0)) / max}%`,
              minWidth: 1,
              background: '#1f6fb2',
            }}
          />
          <span>{inDigits(String(totals[index] ?? 0))}</span>
        </div>
      ))}
    </div>
  );
}

function OpenTable({ fiscalYearId, tableKey }: { fiscalYearId: number; tableKey: string }) {
  const [table, setTable] = useState<OpenDataTable | null>(null);
  const t = shellTexts.useTexts();
  useEffect(() => {
    let current = true;
    apiClient.get<OpenDataTable>(tablePath(fiscalYearId, tableKey)).then(
      (response) => current && setTable(response.data),
      (error: unknown) => console.error(`Loading open data ${tableKey} failed`, error),
    );
    return () => {
      current = false;
    };
  }, [fiscalYearId, tableKey]);
  if (!table) return null;
  const link = `${API_BASE}${tablePath(fiscalYearId, tableKey)}`;
  return (
    <section aria-labelledby={`open-${table.key}`} data-testid={`open-data-${table.key}`}>
      <Space style={{ marginTop: 16 }}>
        <Typography.Title level={5} id={`open-${table.key}`} style={{ margin: 0 }}>
          {translateMessage(table.title)}
        </Typography.Title>
        <a href={`${link}?format=csv`} download>
          {t(OPEN_DATA_TEXTS.csv)}
        </a>
        <a href={link}>{t(OPEN_DATA_TEXTS.json)}</a>
      </Space>
      <Bars table={table} />
      <GroupValuesTable columns={table.columns} rows={table.rows} />
    </section>
  );
}

/** /open-data: the published years' national tables, for anyone, with CSV and JSON downloads. */
export default function OpenDataPage() {
  const t = shellTexts.useTexts();
  useDigits();
  const [years, setYears] = useState<PublishedYear[] | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [chosen, setChosen] = useState<number | undefined>();
  useEffect(() => {
    let current = true;
    apiClient.get<PublishedYear[]>(OPEN_DATA_PATHS.years).then(
      (response) => current && setYears(Array.isArray(response.data) ? response.data : []),
      (error: unknown) =>
        current && setFailed(apiErrorOf(error)?.message ?? OPEN_DATA_TEXTS.failed),
    );
    return () => {
      current = false;
    };
  }, []);
  const year = years?.find((y) => y.fiscalYearId === chosen) ?? years?.[0];
  return (
    <PublicCard title={t(OPEN_DATA_TEXTS.title)} width={980}>
      <Typography.Paragraph>{t(OPEN_DATA_TEXTS.intro)}</Typography.Paragraph>
      {failed ? <Alert type="error" showIcon title={translateMessage(failed)} /> : null}
      {years && years.length === 0 ? (
        <Alert type="info" showIcon title={t(OPEN_DATA_TEXTS.none)} />
      ) : null}
      {year ? (
        <>
          <Select
            aria-label={t(OPEN_DATA_TEXTS.year)}
            style={{ minWidth: 200 }}
            value={year.fiscalYearId}
            onChange={(value: number) => setChosen(value)}
            options={(years ?? []).map((y) => ({
              value: y.fiscalYearId,
              label: inDigits(y.fiscalYearLabel),
            }))}
          />
          {year.tables.map((table) => (
            <OpenTable
              key={`${year.fiscalYearId}-${table.key}`}
              fiscalYearId={year.fiscalYearId}
              tableKey={table.key}
            />
          ))}
        </>
      ) : null}
    </PublicCard>
  );
}
