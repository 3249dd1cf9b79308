import { useEffect, useMemo, useState } from 'react';
import { Alert, Input, Table, Typography } from 'antd';
import { apiClient, apiErrorOf } from '@hemis/shared-auth';
import {
  ACCREDITATION_DOCUMENT_TYPES,
  ACCREDITATION_PATHS,
  API_BASE,
  CAMPUS_TYPES,
  CAMPUS_TYPE_LABELS,
  type AccreditedCampus,
} from '@hemis/shared-contracts';
import { inDigits, translateMessage, useDigits } from '@hemis/shared-ui/src/i18n/texts';
import { choiceText, shellTexts } from '../i18n/texts';
import { PublicCard } from './LoginPage.parts';

export const ACCREDITED_TEXTS = {
  title: 'Accredited Campuses',
  intro:
    'Campuses accredited today by the commission on the recommendation of its Educational Quality ' +
    'Assurance and Accreditation Council. An accreditation lasts at most five years; each ' +
    'certificate’s QR code opens its own check.',
  search: 'Search campus, university or province',
  none: 'No campus is accredited today.',
  failed: 'The list could not be loaded. Please try again later.',
  campus: 'Campus',
  university: 'University',
  type: 'Type',
  province: 'Province',
  status: 'Status',
  validUntil: 'Valid Until',
  documents: 'Public Documents',
  cycle: '{{title}} (cycle {{cycle}})',
  validUntilDate: '{{bs}} BS ({{ad}})',
  documentTitled: '{{type}}: {{title}}',
} as const;

const T = ACCREDITED_TEXTS;

/** A campus's public documents, each a link that downloads it (no sign-in). */
function PublicDocuments({ row }: { row: AccreditedCampus }) {
  const t = shellTexts.useTexts();
  if (row.documents.length === 0) return null;
  return (
    <ul style={{ margin: 0, paddingLeft: 16 }}>
      {row.documents.map((document) => {
        const type = choiceText(t, ACCREDITATION_DOCUMENT_TYPES, document.documentType);
        return (
          <li key={document.id}>
            <Typography.Link
              href={`${API_BASE}${ACCREDITATION_PATHS.publicDocument(row.cycleId, document.id)}`}
              download={document.originalName}
            >
              {document.title ? t(T.documentTitled, { type, title: document.title }) : type}
            </Typography.Link>
          </li>
        );
      })}
    </ul>
  );
}

/** /accredited-campuses: the campuses accredited today, for anyone (no sign-in). */
export default function AccreditedCampusesPage() {
  const t = shellTexts.useTexts();
  useDigits();
  const [rows, setRows] = useState<AccreditedCampus[] | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  useEffect(() => {
    let current = true;
    apiClient.get<AccreditedCampus[]>(ACCREDITATION_PATHS.accreditedCampuses).then(
      (response) => current && setRows(Array.isArray(response.data) ? response.data : []),
      (error: unknown) => current && setFailed(apiErrorOf(error)?.message ?? T.failed),
    );
    return () => {
      current = false;
    };
  }, []);
  const shown = useMemo(() => {
    const words = search.trim().toLowerCase();
    if (!words) return rows ?? [];
    return (rows ?? []).filter((row) =>
      [row.campusName, row.universityName, row.provinceName].some((text) =>
        text.toLowerCase().includes(words),
      ),
    );
  }, [rows, search]);
  return (
    <PublicCard title={t(T.title)} width={980}>
      <Typography.Paragraph>{t(T.intro)}</Typography.Paragraph>
      {failed ? <Alert type="error" showIcon title={translateMessage(failed)} /> : null}
      <Input.Search
        allowClear
        aria-label={t(T.search)}
        placeholder={t(T.search)}
        onChange={(event) => setSearch(event.target.value)}
        style={{ marginBottom: 16, maxWidth: 420 }}
      />
      <Table<AccreditedCampus>
        rowKey="cycleId"
        size="small"
        loading={rows === null && !failed}
        dataSource={shown}
        scroll={{ x: 'max-content' }}
        pagination={{ pageSize: 50, showSizeChanger: false }}
        locale={{ emptyText: t(T.none) }}
        columns={[
          { key: 'campus', title: t(T.campus), dataIndex: 'campusName' },
          { key: 'university', title: t(T.university), dataIndex: 'universityName' },
          {
            key: 'type',
            title: t(T.type),
            dataIndex: 'campusType',
            render: (type: string) => {
              const known = CAMPUS_TYPES.find((campusType) => campusType === type);
              return known
                ? t(CAMPUS_TYPE_LABELS[known])
                : type.charAt(0).toUpperCase() + type.slice(1);
            },
          },
          { key: 'province', title: t(T.province), dataIndex: 'provinceName' },
          {
            key: 'status',
            title: t(T.status),
            render: (_value, row) =>
              t(T.cycle, {
                title: t(row.title),
                cycle: inDigits(String(row.cycleNumber)),
              }),
          },
          {
            key: 'validUntil',
            title: t(T.validUntil),
            render: (_value, row) =>
              row.expiresOn
                ? inDigits(t(T.validUntilDate, { bs: row.expiresOnBs ?? '', ad: row.expiresOn }))
                : '',
          },
          {
            key: 'documents',
            title: t(T.documents),
            render: (_value, row) => <PublicDocuments row={row} />,
          },
        ]}
      />
    </PublicCard>
  );
}
