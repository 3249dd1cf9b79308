import { Drawer } from 'antd';
import { DocumentsManager } from '../documents/DocumentsManager';
import type { ResourceRow, RowDocuments } from './types';
import { kitTexts } from '../i18n';
import { shownMessage } from '../i18n/format';

/** The documents of one list row (its Documents button): the shared manager in a drawer. */
export function RowDocumentsDrawer({
  documents,
  row,
  readOnly,
  onClose,
}: {
  documents: RowDocuments;
  row: ResourceRow | null;
  /** Only reading: the user may not change this row. */
  readOnly: boolean;
  onClose: () => void;
}) {
  const t = kitTexts.useTexts();
  // A heading built from the row: its template's words in the current language.
  const title = row && documents.title ? shownMessage(documents.title(row)) : t('Documents');
  return (
    <Drawer open={row !== null} onClose={onClose} title={title} size={720} destroyOnHidden>
      {row ? (
        <DocumentsManager
          documentsPath={documents.path(row.id)}
          types={documents.types}
          readOnly={readOnly}
        />
      ) : null}
    </Drawer>
  );
}
