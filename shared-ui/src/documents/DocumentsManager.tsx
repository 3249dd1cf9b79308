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
import { inDigits, kitTexts } from '../i18n';
import { callerText, shownMessage, useCallerTexts, useFormatting } from '../i18n/format';

/**
 * Documents kept against a record (an employee's, a student's, an accreditation cycle's): one
 * manager for every record kind, given the record's documents path (`/Employee/5/Documents`) and
 * its document types.
 */

/**
 * The problem with a chosen document file (the contracts' message, in the current language), or
 * null when it may be uploaded.
 */
export function documentFileProblem(file: File | null | undefined): string | null {
  if (!file) return callerText(DOCUMENT_MESSAGES.fileRequired);
  if (!(DOCUMENT_ACCEPT as readonly string[]).includes(file.type))
    return callerText(DOCUMENT_MESSAGES.fileType);
  if (file.size > DOCUMENT_MAX_BYTES) return callerText(DOCUMENT_MESSAGES.fileSize);
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
  const t = kitTexts.useTexts();
  const shown = useCallerTexts();
  useFormatting();
  return (
    <>
      <Form.Item
        name="documentType"
        label={t('Document Type')}
        rules={[{ required: true, message: t(DOCUMENT_MESSAGES.typeRequired) }]}
      >
        <Select
          style={selectWidth ? { minWidth: selectWidth } : undefined}
          placeholder={t('Select Document Type')}
          options={types.map((choice) => ({ ...choice, label: shown(choice.label) }))}
        />
      </Form.Item>
      <Form.Item name="title" label={t(`${labelPrefix}Title`)}>
        <Input maxLength={150} />
      </Form.Item>
      <Form.Item
        name="file"
        label={t(`${labelPrefix}File`)}
        rules={[documentFileRule]}
        extra={t('PDF, PNG, JPEG; at most {{size}}', { size: formatBytes(DOCUMENT_MAX_BYTES) })}
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
  const t = kitTexts.useTexts();
  const shown = useCallerTexts();
  useFormatting();
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
  /** A refused upload, replacement or change: the kit's words, then the API's reason. */
  const failed = (error: unknown) =>
    `${t(DOCUMENT_ACTION_FAILED)} ${shownMessage(saveFailureOf(error).cause)}`;

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
      notice.success(t(DOCUMENT_MESSAGES.uploaded));
      form.resetFields();
      load();
    } catch (error) {
      notice.error(failed(error));
    } finally {
      setSaving(false);
    }
  }

  async function download(row: DocumentRow) {
    try {
      await downloadDocument(documentsPath, row);
    } catch (error) {
      console.error('Downloading a document failed', error);
      notice.error(t(DOCUMENT_DOWNLOAD_FAILED));
    }
  }

  async function replace(row: DocumentRow, file: File | null) {
    const problem = documentFileProblem(file);
    if (problem || !file) {
      notice.error(problem ?? t(DOCUMENT_MESSAGES.fileRequired));
      return;
    }
    const body = new FormData();
    if (row.title) body.append('title', row.title);
    body.append('file', file);
    try {
      await apiClient.put(`${documentsPath}/${row.id}`, body);
      notice.success(t(DOCUMENT_MESSAGES.replaced));
      load();
    } catch (error) {
      notice.error(failed(error));
    }
  }

  async function setPublic(row: DocumentRow, isPublic: boolean) {
    try {
      await apiClient.patch(`${documentsPath}/${row.id}`, { isPublic });
      notice.success(t(isPublic ? DOCUMENT_MESSAGES.madePublic : DOCUMENT_MESSAGES.madePrivate));
      load();
    } catch (error) {
      notice.error(failed(error));
    }
  }

  async function remove(row: DocumentRow) {
    try {
      await apiClient.delete(`${documentsPath}/${row.id}`);
      notice.success(t(DOCUMENT_MESSAGES.deleted));
      load();
    } catch (error) {
      notice.error(failed(error));
    }
  }

  const columns: TableColumnsType<DocumentRow> = [
    {
      key: 'type',
      title: t('Type'),
      render: (_value, row) => {
        const known = types.some((type) => type.value === row.documentType);
        const label = documentTypeLabel(types, row.documentType);
        return known ? shown(label) : label;
      },
    },
    { key: 'title', title: t('Title'), dataIndex: 'title' },
    { key: 'file', title: t('File'), dataIndex: 'originalName' },
    { key: 'size', title: t('Size'), render: (_value, row) => formatBytes(row.sizeBytes) },
    {
      key: 'uploadedAt',
      title: t('Uploaded'),
      render: (_value, row) => inDigits(row.uploadedAt.slice(0, 10)),
    },
    ...(publicFlag
      ? [
          {
            key: 'public',
            title: t(DOCUMENT_PUBLIC),
            render: (_value: unknown, row: DocumentRow) =>
              readOnly ? (
                t(row.isPublic ? DOCUMENT_PUBLIC : DOCUMENT_PRIVATE)
              ) : (
                <Switch
                  size="small"
                  checked={row.isPublic}
                  aria-label={`${t(DOCUMENT_PUBLIC)}: ${row.title ?? row.originalName}`}
                  onChange={(checked) => void setPublic(row, checked)}
                />
              ),
          },
        ]
      : []),
    {
      key: 'actions',
      title: t('Action'),
      render: (_value, row) => (
        <Space>
          <Button size="small" onClick={() => void download(row)}>
            {t('Download')}
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
                {t('Replace')}
              </Button>
              <Popconfirm
                title={t('Delete this document?')}
                okText={t('Delete')}
                cancelText={t('Cancel')}
                onConfirm={() => remove(row)}
              >
                <Button size="small" danger>
                  {t('Delete')}
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
              <Form.Item name="isPublic" label={t(DOCUMENT_PUBLIC)} valuePropName="checked">
                <Switch />
              </Form.Item>
            ) : null}
            <Button type="primary" htmlType="submit" loading={saving}>
              {t('Upload')}
            </Button>
          </Form>
          <input
            ref={replaceInput}
            type="file"
            aria-label={t('Replacement file')}
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
      {documents.failed ? <Alert type="error" showIcon title={t(DOCUMENTS_LOAD_FAILED)} /> : null}
      <ListTable<DocumentRow>
        card={{ title: ['type'], actions: ['actions'] }}
        rowKey="id"
        size="small"
        loading={documents.loading}
        columns={columns}
        dataSource={rows}
        pagination={false}
        locale={{ emptyText: t('No documents yet') }}
      />
    </Space>
  );
}
