import { useSearchParams } from 'react-router-dom';
import { Card, Space, Typography } from 'antd';
import { STUDENT_DOCUMENT_TYPES, STUDENT_PATHS } from '@hemis/shared-contracts';
import { DocumentsManager, mayAct, useRowUser } from '@hemis/shared-ui';
import { studentsTexts } from '../i18n/texts';
import { StudentHeader, StudentStateNote, recordId, useStudent } from './studentRecord';
import { StudentSearchSelect } from './StudentSearchSelect';

export const CHOOSE_STUDENT = 'Student';

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
  const t = studentsTexts.useTexts();

  return (
    <div>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {t('Student Documents')}
      </Typography.Title>
      <Space orientation="vertical" size="large" style={{ width: '100%' }}>
        <Card>
          <label htmlFor="document-student">
            <Typography.Text strong>{t(CHOOSE_STUDENT)}</Typography.Text>
          </label>
          <StudentSearchSelect
            id="document-student"
            label={CHOOSE_STUDENT}
            value={studentId}
            chosen={chosen.status === 'ready' ? chosen.row : null}
            onChange={(value) => setParams(value === null ? {} : { studentId: String(value) })}
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
