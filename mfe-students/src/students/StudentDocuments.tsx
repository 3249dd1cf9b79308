import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Card, Select, Space, Typography } from 'antd';
import { apiClient } from '@hemis/shared-auth';
import {
  STUDENT_DOCUMENT_TYPES,
  STUDENT_PATHS,
  studentContract,
  studentName,
} from '@hemis/shared-contracts';
import {
  DocumentsManager,
  mayAct,
  toListResult,
  useRowUser,
  type ResourceRow,
} from '@hemis/shared-ui';
import { StudentHeader, StudentStateNote, recordId, useStudent } from './studentRecord';

export const CHOOSE_STUDENT = 'Student';
export const CHOOSE_HINT = 'Search by name or registration number';
/** How many matches the search offers at a time. */
const SEARCH_PAGE_SIZE = 20;
const SEARCH_DELAY_MS = 300;

const optionLabel = (row: ResourceRow) =>
  typeof row.registrationNo === 'string' && row.registrationNo
    ? `${studentName(row)} (${row.registrationNo})`
    : studentName(row);

/**
 * /student-management/documents: choose a student (or come from a list with ?studentId=) and
 * manage their documents: upload, list, download, replace, delete.
 */
export default function StudentDocuments() {
  const [params, setParams] = useSearchParams();
  const studentId = recordId(params.get('studentId') ?? undefined);
  const chosen = useStudent(studentId).state;
  // Viewers read and download; changing documents needs student:edit (the API checks again).
  const canEdit = mayAct(useRowUser(), 'student', 'edit');
  const [typed, setTyped] = useState('');
  const [query, setQuery] = useState('');
  // The matches of the last finished search (`for` names its query).
  const [found, setFound] = useState<{ for: string | null; rows: ResourceRow[] }>({
    for: null,
    rows: [],
  });
  const matches = found.rows;
  const searching = found.for !== query;

  // A search waits for a pause in typing rather than asking on every key.
  useEffect(() => {
    const timer = setTimeout(() => setQuery(typed), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);

  // The matches of what was typed (the API's q searches names and registration numbers).
  useEffect(() => {
    let current = true;
    const q = query.trim();
    apiClient
      .get<unknown>(studentContract.path, {
        params: {
          pageSize: SEARCH_PAGE_SIZE,
          sort: 'firstName',
          order: 'asc',
          ...(q ? { q } : {}),
        },
      })
      .then(
        (response) => {
          if (current) setFound({ for: query, rows: toListResult(response.data).data });
        },
        (error: unknown) => {
          console.error('Searching students failed', error);
          if (current) setFound({ for: query, rows: [] });
        },
      );
    return () => {
      current = false;
    };
  }, [query]);

  return (
    <div>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        Student Documents
      </Typography.Title>
      <Space orientation="vertical" size="large" style={{ width: '100%' }}>
        <Card>
          <label htmlFor="document-student">
            <Typography.Text strong>{CHOOSE_STUDENT}</Typography.Text>
          </label>
          <Select<number>
            id="document-student"
            aria-label={CHOOSE_STUDENT}
            showSearch={{ filterOption: false, onSearch: setTyped }}
            allowClear
            loading={searching}
            placeholder={CHOOSE_HINT}
            style={{ width: '100%', maxWidth: 480, display: 'block', marginTop: 8 }}
            value={studentId ?? undefined}
            options={[
              ...(chosen.status === 'ready' && !matches.some((row) => row.id === chosen.row.id)
                ? [chosen.row]
                : []),
              ...matches,
            ].map((row) => ({ value: row.id, label: optionLabel(row) }))}
            notFoundContent={searching ? 'Searching...' : 'No students found'}
            onChange={(value) =>
              setParams(typeof value === 'number' ? { studentId: String(value) } : {})
            }
          />
        </Card>
        {studentId !== null ? (
          <Card>
            <StudentStateNote state={chosen} />
            {chosen.status === 'ready' ? (
              <>
                <StudentHeader row={chosen.row} />
                <DocumentsManager
                  key={studentId}
                  documentsPath={STUDENT_PATHS.documents(studentId)}
                  types={STUDENT_DOCUMENT_TYPES}
                  readOnly={!canEdit}
                />
              </>
            ) : null}
          </Card>
        ) : null}
      </Space>
    </div>
  );
}
