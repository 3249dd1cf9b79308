import { Typography } from 'antd';
import {
  ACCREDITATION_DOCUMENT_TYPES,
  ACCREDITATION_PATHS,
  type CycleDetail,
  type DocumentRow,
} from '@hemis/shared-contracts';
import { DocumentsManager, type ApiGetState } from '@hemis/shared-ui';
import { accreditationTexts } from '../i18n/texts';
import { ACCREDITATION_TEXTS as T } from '../texts';

/**
 * The documents of one stage of a cycle (or its other documents): read by whoever reads the
 * cycle; uploaded, replaced, deleted and marked public by whoever keeps that stage's documents
 * (the API's `can.documentTypes`). Every stage's list is one load of the cycle's documents.
 */
export function StageDocuments({
  cycle,
  type,
  documents,
}: {
  cycle: CycleDetail;
  /** A stage key, or 'other'. */
  type: string;
  documents: ApiGetState<DocumentRow[]>;
}) {
  const t = accreditationTexts.useTexts();
  const types = ACCREDITATION_DOCUMENT_TYPES.filter((choice) => choice.value === type);
  const writable = cycle.can.documentTypes.includes(type);
  const count = Array.isArray(documents.data)
    ? documents.data.filter((row) => row.documentType === type).length
    : 0;
  // Nothing to show a reader of a stage without documents.
  if (!writable && count === 0) return null;
  return (
    <details data-testid={`documents-${type}`} style={{ marginTop: type === 'other' ? 16 : 4 }}>
      <summary>
        <Typography.Text type={type === 'other' ? undefined : 'secondary'}>
          {`${t(type === 'other' ? T.otherDocuments : T.documents)} (${count})`}
        </Typography.Text>
      </summary>
      <DocumentsManager
        documentsPath={ACCREDITATION_PATHS.documents(cycle.id)}
        types={types}
        readOnly={!writable}
        publicFlag
        sharedList={documents}
        formName={`cycle-document-${type}`}
      />
    </details>
  );
}
