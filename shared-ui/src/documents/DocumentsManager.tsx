import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Form, Input, Popconfirm, Select, Space, Switch } from 'antd';
import type { TableColumnsType } from 'antd';
import { apiClient } from '@hemis/shared-auth';
import {
  DOCUMENT_ACCEPT,
  DOCUMENT_MAX_BYTES,
  DOCUMENT_MESSAGES,
  choiceLabel,
  type Choice,
  type DocumentRow,
} from '@hemis/shared-contracts';
import { formatBytes } from '../resource/uploadInput';
import { saveFailureOf, saveFile } from '../resource/api';
import { useApiGet, type ApiGetState } from '../reports/useApiGet';
import { useNotice } from '../notices';
import { ListTable } from '../list/ListTable';

/**
 * Documents kept against a record (an employee's, a student's, an accreditation cycle's): one
 * manager for every record kind, given the record's documents path (`/Employee/5/Documents`) and
 * its document types.
 */

/** The problem with a chosen document file, or null when it may be uploaded. */
export function documentFileProblem(file: File | null | undefined): string | null {
  if (!file) return DOCUMENT_MESSAGES.fileRequired;
  if (!(DOCUMENT_ACCEPT as readonly string[]).includes(file.type))
    return DOCUMENT_MESSAGES.fileType;
  if (file.size > DOCUMENT_MAX_BYTES) return DOCUMENT_MESSAGES.fileSize;
  return null;
}

export const DOCUMENTS_LOAD_FAILED = 'The documents could not be loaded.';
export const DOCUMENT_ACTION_FAILED = 'The document could not be saved.';
export const DOCUMENT_DOWNLOAD_FAILED = 'The document could not be downloaded.';
export const DOCUMENT_PUBLIC = 'Public';
export const DOCUMENT_PRIVATE = 'Private';

/** A document to upload: its type, an optional title, the file (and, where kept, public). */
export interface DocumentUpload {
  documentType: string;
  title?: string | null;
  isPublic?: boolean;
  file: File;
}

/** Uploads one document to a record's documents path (multipart: documentType, title, file). */
export async function uploadDocument(documentsPath: string, document: DocumentUpload) {
  const body = new FormData();
  body.append('documentType', document.documentType);
  if (document.title) body.append('title', document.title);
  if (document.isPublic !== undefined) body.append('isPublic', String(document.isPublic));
  body.append('file', document.file);
  await apiClient.post(documentsPath, body);
}

/** Fetches one document and hands it to the browser under its original name. */
export async function downloadDocument(documentsPath: string, row: DocumentRow): Promise<void> {
  const response = await apiClient.get<Blob>(`${documentsPath}/${row.id}`, {
    responseType: 'blob',
  });
  saveFile(response.data, row.originalName);
}

/** The label of a document type among `types` (the stored value when unknown). */
export const documentTypeLabel = (types: readonly Choice[], value: string) =>
  choiceLabel(types, value);

/** The props antd's Form.Item hands a file control. */
export interface FileControlProps {
  value?: File | null;
  onChange?: (file: File | null) => void;
  id?: string;
}

/**
 * A native file picker as a form control, taking `accept` types; it empties itself when the form
 * clears its value (a reset), which a bare `<input type="file">` does not.
 */
export function NativeFileInput({
  accept,
  value,
  onChange,
  id,
}: FileControlProps & { accept: readonly string[] }) {
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (!value && input.current) input.current.value = '';
  }, [value]);
  return (
    <input
      ref={input}
      id={id}
      type="file"
      accept={accept.join(',')}
      style={{ maxWidth: '100%' }}
      onChange={(event) => onChange?.(event.target.files?.[0] ?? null)}
    />
  );
}

/** A native file picker as a form control (PDF, PNG, JPEG). */
export function DocumentFileInput(props: FileControlProps) {
  return <NativeFileInput accept={DOCUMENT_ACCEPT} {...props} />;
}

/** The file rule of a document upload (type and size, checked before anything is sent). */
export const documentFileRule = {
  validator: async (_rule: unknown, value: unknown) => {
    const problem = documentFileProblem(value instanceof File ? value : null);
    if (problem) throw new Error(problem);
  },
};

/**
 * The fields of one document (type, title, file) inside a Form; `labelPrefix` tells them apart
 * where they stand beside the record's own fields ("Document Title").
 */
export function DocumentFormItems({
  types,
  labelPrefix = '',
  selectWidth,
}: {
  types: readonly Choice[];
  labelPrefix?: string;
  selectWidth?: number;
}) {
  return (
    <>
      <Form.Item
        name="documentType"
        label="Document Type"
        rules={[{ required: true, message: DOCUMENT_MESSAGES.typeRequired }]}
      >
        <Select
          style={selectWidth ? { minWidth: selectWidth } : undefined}
          placeholder="Select Document Type"
          options={types.map((choice) => ({ ...choice }))}
        />
      </Form.Item>
      <Form.Item name="title" label={`${labelPrefix}Title`}>
        <Input maxLength={150} />
      </Form.Item>
      <Form.Item
        name="file"
        label={`${labelPrefix}File`}
        rules={[documentFileRule]}
        extra={`PDF, PNG, JPEG; at most ${formatBytes(DOCUMENT_MAX_BYTES)}`}
      >
        <DocumentFileInput />
      </Form.Item>
    </>
  );
}

interface UploadValues {
  documentType?: string;
  title?: string;
  isPublic?: boolean;
  file?: File | null;
}

/**
 * One record's documents: the list with Download, and (unless `readOnly`, e.g. for a reviewer
 * or the student themself) upload, replace and delete. `publicFlag`: the record kind's
 * documents may be public (a switch on upload and on each row). `sharedList`: the record's
 * documents as the page loaded them once, for several managers over one record (one per stage
 * of an accreditation cycle), each showing the rows of its own `types` (and named apart by
 * `formName`, which prefixes its fields' ids).
 */
export function DocumentsManager({
  documentsPath,
  types,
  readOnly = false,
  publicFlag = false,
  sharedList,
  formName = 'record-document',
}: {
  documentsPath: string;
  types: readonly Choice[];
  readOnly?: boolean;
  publicFlag?: boolean;
  sharedList?: ApiGetState<DocumentRow[]>;
  formName?: string;
}) {
  const notice = useNotice();
  const own = useApiGet<DocumentRow[]>(sharedList ? null : documentsPath);
  const documents = sharedList ?? own;
  const loaded = Array.isArray(documents.data) ? documents.data : [];
  const rows = sharedList
    ? loaded.filter((row) => types.some((type) => type.value === row.documentType))
    : loaded;
  const [saving, setSaving] = useState(false);
  const [form] = Form.useForm<UploadValues>();
  const replaceInput = useRef<HTMLInputElement>(null);
  const [replacing, setReplacing] = useState<DocumentRow | null>(null);

  const load = documents.reload;

  async function upload(values: UploadValues) {
    if (!values.documentType || !(values.file instanceof File)) return;
    setSaving(true);
    try {
      await uploadDocument(documentsPath, {
        documentType: values.documentType,
        title: values.title?.trim() || null,
        ...(publicFlag ? { isPublic: values.isPublic === true } : {}),
        file: values.file,
      });
      notice.success(DOCUMENT_MESSAGES.uploaded);
      form.resetFields();
      load();
    } catch (error) {
      notice.error(`${DOCUMENT_ACTION_FAILED} ${saveFailureOf(error).cause}`);
    } finally {
      setSaving(false);
    }
  }

  async function download(row: DocumentRow) {
    try {
      await downloadDocument(documentsPath, row);
    } catch (error) {
      console.error('Downloading a document failed', error);
      notice.error(DOCUMENT_DOWNLOAD_FAILED);
    }
  }

  async function replace(row: DocumentRow, file: File | null) {
    const problem = documentFileProblem(file);
    if (problem || !file) {
      notice.error(problem ?? DOCUMENT_MESSAGES.fileRequired);
      return;
    }
    const body = new FormData();
    if (row.title) body.append('title', row.title);
    body.append('file', file);
    try {
      await apiClient.put(`${documentsPath}/${row.id}`, body);
      notice.success(DOCUMENT_MESSAGES.replaced);
      load();
    } catch (error) {
      notice.error(`${DOCUMENT_ACTION_FAILED} ${saveFailureOf(error).cause}`);
    }
  }

  async function setPublic(row: DocumentRow, isPublic: boolean) {
    try {
      await apiClient.patch(`${documentsPath}/${row.id}`, { isPublic });
      notice.success(isPublic ? DOCUMENT_MESSAGES.madePublic : DOCUMENT_MESSAGES.madePrivate);
      load();
    } catch (error) {
      notice.error(`${DOCUMENT_ACTION_FAILED} ${saveFailureOf(error).cause}`);
    }
  }

  async function remove(row: DocumentRow) {
    try {
      await apiClient.delete(`${documentsPath}/${row.id}`);
      notice.success(DOCUMENT_MESSAGES.deleted);
      load();
    } catch (error) {
      notice.error(`${DOCUMENT_ACTION_FAILED} ${saveFailureOf(error).cause}`);
    }
  }

  const columns: TableColumnsType<DocumentRow> = [
    {
      key: 'type',
      title: 'Type',
      render: (_value, row) => documentTypeLabel(types, row.documentType),
    },
    { key: 'title', title: 'Title', dataIndex: 'title' },
    { key: 'file', title: 'File', dataIndex: 'originalName' },
    { key: 'size', title: 'Size', render: (_value, row) => formatBytes(row.sizeBytes) },
    { key: 'uploadedAt', title: 'Uploaded', render: (_value, row) => row.uploadedAt.slice(0, 10) },
    ...(publicFlag
      ? [
          {
            key: 'public',
            title: DOCUMENT_PUBLIC,
            render: (_value: unknown, row: DocumentRow) =>
              readOnly ? (
                row.isPublic ? (
                  DOCUMENT_PUBLIC
                ) : (
                  DOCUMENT_PRIVATE
                )
              ) : (
                <Switch
                  size="small"
                  checked={row.isPublic}
                  aria-label={`${DOCUMENT_PUBLIC}: ${row.title ?? row.originalName}`}
                  onChange={(checked) => void setPublic(row, checked)}
                />
              ),
          },
        ]
      : []),
    {
      key: 'actions',
      title: 'Action',
      render: (_value, row) => (
        <Space>
          <Button size="small" onClick={() => void download(row)}>
            Download
          </Button>
          {readOnly ? null : (
            <>
              <Button
                size="small"
                onClick={() => {
                  setReplacing(row);
                  replaceInput.current?.click();
                }}
              >
                Replace
              </Button>
              <Popconfirm
                title="Delete this document?"
                okText="Delete"
                cancelText="Cancel"
                onConfirm={() => remove(row)}
              >
                <Button size="small" danger>
                  Delete
                </Button>
              </Popconfirm>
            </>
          )}
        </Space>
      ),
    },
  ];

  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      {readOnly ? null : (
        <>
          <Form<UploadValues>
            form={form}
            layout="vertical"
            name={formName}
            initialValues={types.length === 1 ? { documentType: types[0]?.value } : undefined}
            onFinish={(values) => void upload(values)}
          >
            <DocumentFormItems types={types} />
            {publicFlag ? (
              <Form.Item name="isPublic" label={DOCUMENT_PUBLIC} valuePropName="checked">
                <Switch />
              </Form.Item>
            ) : null}
            <Button type="primary" htmlType="submit" loading={saving}>
              Upload
            </Button>
          </Form>
          <input
            ref={replaceInput}
            type="file"
            aria-label="Replacement file"
            accept={DOCUMENT_ACCEPT.join(',')}
            style={{ display: 'none' }}
            onChange={(event) => {
              const file = event.target.files?.[0] ?? null;
              event.target.value = '';
              if (replacing) void replace(replacing, file);
            }}
          />
        </>
      )}
      {documents.failed ? <Alert type="error" showIcon title={DOCUMENTS_LOAD_FAILED} /> : null}
      <ListTable<DocumentRow>
        card={{ title: ['type'], actions: ['actions'] }}
        rowKey="id"
        size="small"
        loading={documents.loading}
        columns={columns}
        dataSource={rows}
        pagination={false}
        locale={{ emptyText: 'No documents yet' }}
      />
    </Space>
  );
}
