import { Drawer } from 'antd';
import { DocumentsManager } from '../documents/DocumentsManager';
import type { ResourceRow, RowDocuments } from './types';

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
  const title = row && documents.title ? documents.title(row) : 'Documents';
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
