import { useCallback } from 'react';
import { useParams } from 'react-router-dom';
import { Alert, Card, Spin } from 'antd';
import { QueuedWriteError, apiClient, apiErrorOf } from '@hemis/shared-auth';
import {
  MARKS_PATHS,
  type MarksGrid,
  type MarksGridInput,
  type MarksSaved,
} from '@hemis/shared-contracts';
import { mayAct, useApiGet, useRowUser } from '@hemis/shared-ui';
import { MarksGridTable } from './MarksGridTable';
import { MarksImport } from './MarksImport';
import { examsTexts } from '../i18n/texts';
import { MARKS_TEXTS } from './texts';

/** The route's id as a record id, or null when it is not one. */
export function recordId(raw: string | undefined): number | null {
  const id = Number(raw);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** Why a save failed, in the API's words: a cell's field message first. */
function refusalOf(error: unknown): Error {
  const refusal = apiErrorOf(error);
  const field = refusal?.fields ? Object.values(refusal.fields)[0] : undefined;
  return new Error(field ?? refusal?.message ?? 'the server could not be reached');
}

/**
 * exam-management/marks-entry/:id: the marks grid of one routine entry (an exam class sitting
 * one subject), saved as a whole by PUT; the .xlsx template and import beside it.
 */
export default function MarksEntryGrid() {
  const t = examsTexts.useTexts();
  const { id: raw } = useParams();
  const id = recordId(raw);
  const user = useRowUser();
  const answer = useApiGet<MarksGrid>(id === null ? null : MARKS_PATHS.grid(id));
  const save = useCallback(
    async (input: MarksGridInput): Promise<MarksSaved> => {
      try {
        const response = await apiClient.put<MarksSaved>(MARKS_PATHS.grid(id ?? 0), input);
        return response.data;
      } catch (error) {
        if (error instanceof QueuedWriteError) throw error;
        throw refusalOf(error);
      }
    },
    [id],
  );
  const grid = answer.data;
  if (id === null || answer.failed)
    return <Alert type="error" showIcon title={t('This marks grid could not be loaded')} />;
  if (!grid) return <Spin />;
  const mayEdit = mayAct(user, 'exam', 'edit');
  return (
    <Card
      title={`${t(MARKS_TEXTS.title)}: ${grid.examName}, ${grid.className}, ${grid.subjectName}`}
      extra={
        mayEdit && !grid.resultsPublishedAt ? (
          <MarksImport routineId={id} onImported={answer.reload} />
        ) : null
      }
    >
      {/* A new key after an import starts the grid again from what the server holds. */}
      <MarksGridTable
        key={JSON.stringify(grid.rows.map((row) => row.savedAt))}
        grid={grid}
        onSave={save}
        mayEdit={mayEdit}
      />
    </Card>
  );
}
