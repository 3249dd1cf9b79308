import { useRef, useState } from 'react';
import { Alert, Button, Form, Popconfirm, Space, Switch } from 'antd';
import type { TableColumnsType } from 'antd';
import { apiClient } from '@hemis/shared-auth';
import {
  DOCUMENT_ACCEPT,
  DOCUMENT_MESSAGES,
  type Choice,
  type DocumentRow,
} from '@hemis/shared-contracts';
import { formatBytes } from '../resource/uploadInput';
import { saveFailureOf } from '../resource/api';
import { useApiGet, type ApiGetState } from '../reports/useApiGet';
import { useNotice } from '../notices';
import { ListTable } from '../list/ListTable';
import { inDigits, kitTexts } from '../i18n';
import { shownMessage, useCallerTexts, useFormatting } from '../i18n/format';
import {
  DOCUMENTS_LOAD_FAILED,
  DOCUMENT_ACTION_FAILED,
  DOCUMENT_DOWNLOAD_FAILED,
  DOCUMENT_PRIVATE,
  DOCUMENT_PUBLIC,
  documentFileProblem,
  documentTypeLabel,
  downloadDocument,
  uploadDocument,
} from './documentFiles';
import { DocumentFormItems } from './DocumentFormItems';

/**
 * Documents kept against a record (an employee's, a student's, an accreditation cycle's): one
 * manager for every record kind, given the record's documents path (`/Employee/5/Documents`) and
 * its document types.
 */

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
