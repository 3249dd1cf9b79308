import { useEffect, useMemo, useState } from 'react';
import { Alert, Input, Table, Typography } from 'antd';
import { apiClient, apiErrorOf } from '@hemis/shared-auth';
import {
  ACCREDITATION_DOCUMENT_TYPES,
  ACCREDITATION_PATHS,
  API_BASE,
  choiceLabel,
  type AccreditedCampus,
} from '@hemis/shared-contracts';
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
} as const;

const T = ACCREDITED_TEXTS;

/** A campus's public documents, each a link that downloads it (no sign-in). */
function PublicDocuments({ row }: { row: AccreditedCampus }) {
  if (row.documents.length === 0) return null;
  return (
    <ul style={{ margin: 0, paddingLeft: 16 }}>
      {row.documents.map((document) => {
        const type = choiceLabel(ACCREDITATION_DOCUMENT_TYPES, document.documentType);
        return (
          <li key={document.id}>
            <Typography.Link
              href={`${API_BASE}${ACCREDITATION_PATHS.publicDocument(row.cycleId, document.id)}`}
              download={document.originalName}
            >
              {document.title ? `${type}: ${document.title}` : type}
            </Typography.Link>
          </li>
        );
      })}
    </ul>
  );
}

/** /accredited-campuses: the campuses accredited today, for anyone (no sign-in). */
export default function AccreditedCampusesPage() {
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
    <PublicCard title={T.title} width={980}>
      <Typography.Paragraph>{T.intro}</Typography.Paragraph>
      {failed ? <Alert type="error" showIcon title={failed} /> : null}
      <Input.Search
        allowClear
        aria-label={T.search}
        placeholder={T.search}
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
        locale={{ emptyText: T.none }}
        columns={[
          { key: 'campus', title: T.campus, dataIndex: 'campusName' },
          { key: 'university', title: T.university, dataIndex: 'universityName' },
          {
            key: 'type',
            title: T.type,
            dataIndex: 'campusType',
            render: (type: string) => type.charAt(0).toUpperCase() + type.slice(1),
          },
          { key: 'province', title: T.province, dataIndex: 'provinceName' },
          {
            key: 'status',
            title: T.status,
            render: (_value, row) => `${row.title} (cycle ${row.cycleNumber})`,
          },
          {
            key: 'validUntil',
            title: T.validUntil,
            render: (_value, row) =>
              row.expiresOn ? `${row.expiresOnBs} BS (${row.expiresOn})` : '',
          },
          {
            key: 'documents',
            title: T.documents,
            render: (_value, row) => <PublicDocuments row={row} />,
          },
        ]}
      />
    </PublicCard>
  );
}
