import { useRef } from 'react';
import { Button, Card, Form } from 'antd';
import type { Choice } from '@hemis/shared-contracts';
import { DocumentFormItems } from '../documents/DocumentFormItems';
import { documentTypeLabel, type DocumentUpload } from '../documents/documentFiles';
import { saveFailureOf } from '../resource/api';
import { ListTable } from '../list/ListTable';
import { useScreenWidth } from '../useScreenWidth';
import { kitTexts } from '../i18n';
import { shownMessage, useCallerTexts } from '../i18n/format';

/** A document chosen on a register's last step, uploaded once the record is created. */
export interface PendingDocument {
  key: number;
  documentType: string;
  title: string;
  file: File;
}

interface DocumentDraft {
  documentType?: string;
  title?: string;
  file?: File | null;
}

/** A register's last step: the documents to upload with the new record (type, title, file). */
export function PendingDocuments({
  types,
  selectWidth,
  texts,
  documents,
  onChange,
}: {
  types: readonly Choice[];
  selectWidth: number;
  texts: { documentsTitle: string; addDocument: string };
  documents: readonly PendingDocument[];
  onChange: (documents: PendingDocument[]) => void;
}) {
  const [form] = Form.useForm<DocumentDraft>();
  const t = kitTexts.useTexts();
  const shown = useCallerTexts();
  // A phone has no room for the inputs in a row: they stand one under another.
  const phone = useScreenWidth() === 'phone';
  const nextKey = useRef(1);
  async function add() {
    const values = await form.validateFields().catch(() => null);
    if (!values?.documentType || !(values.file instanceof File)) return;
    onChange([
      ...documents,
      {
        key: nextKey.current++,
        documentType: values.documentType,
        title: values.title?.trim() ?? '',
        file: values.file,
      },
    ]);
    form.resetFields();
  }
  return (
    <Card size="small" title={shown(texts.documentsTitle)}>
      <Form<DocumentDraft>
        form={form}
        layout={phone ? 'vertical' : 'inline'}
        name="pending-document"
        component="div"
      >
        <DocumentFormItems
          types={types}
          labelPrefix="Document "
          selectWidth={phone ? undefined : selectWidth}
        />
        <Button onClick={() => void add()}>{shown(texts.addDocument)}</Button>
      </Form>
      <ListTable<PendingDocument>
        card={{ title: ['type'], actions: ['remove'] }}
        rowKey="key"
        size="small"
        style={{ marginTop: 16 }}
        pagination={false}
        dataSource={[...documents]}
        locale={{ emptyText: t('No documents chosen') }}
        columns={[
          {
            key: 'type',
            title: t('Document Type'),
            render: (_value, document) => shown(documentTypeLabel(types, document.documentType)),
          },
          { key: 'title', title: t('Title'), dataIndex: 'title' },
          { key: 'file', title: t('File'), render: (_value, document) => document.file.name },
          {
            key: 'remove',
            title: t('Action'),
            render: (_value, document) => (
              <Button
                size="small"
                danger
                onClick={() => onChange(documents.filter((item) => item.key !== document.key))}
              >
                {t('Remove')}
              </Button>
            ),
          },
        ]}
      />
    </Card>
  );
}

/**
 * Uploads the pending documents of a record just created; one failing does not stop the rest.
 * Returns the failed ones as "file.pdf (cause)".
 */
export async function uploadPendingDocuments(
  documents: readonly PendingDocument[],
  upload: (document: DocumentUpload) => Promise<unknown>,
): Promise<string[]> {
  const failedUploads: string[] = [];
  for (const document of documents) {
    try {
      await upload(document);
    } catch (error) {
      failedUploads.push(`${document.file.name} (${shownMessage(saveFailureOf(error).cause)})`);
    }
  }
  return failedUploads;
}
