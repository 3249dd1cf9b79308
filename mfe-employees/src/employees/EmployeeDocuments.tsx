import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Drawer, Form, Input, Popconfirm, Select, Space, Table } from 'antd';
import type { TableColumnsType } from 'antd';
import { apiClient } from '@hemis/shared-auth';
import {
  DOCUMENT_ACCEPT,
  DOCUMENT_MAX_BYTES,
  DOCUMENT_MESSAGES,
  EMPLOYEE_DOCUMENT_TYPES,
  type DocumentRow,
} from '@hemis/shared-contracts';
import { formatBytes, saveFailureOf, saveFile, useApiGet, useNotice } from '@hemis/shared-ui';

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

/** `/Employee/{id}/Documents` */
export const documentsPath = (employeeId: number) => `/Employee/${employeeId}/Documents`;

/** Uploads one document against an employee (multipart: documentType, title, file). */
export async function uploadEmployeeDocument(
  employeeId: number,
  document: { documentType: string; title?: string | null; file: File },
): Promise<void> {
  const body = new FormData();
  body.append('documentType', document.documentType);
  if (document.title) body.append('title', document.title);
  body.append('file', document.file);
  await apiClient.post(documentsPath(employeeId), body);
}

const typeLabel = (value: string) =>
  EMPLOYEE_DOCUMENT_TYPES.find((choice) => choice.value === value)?.label ?? value;

interface UploadValues {
  documentType?: string;
  title?: string;
  file?: File | null;
}

/** A native file picker as a form control (PDF, PNG, JPEG). */
export function DocumentFileInput({
  value,
  onChange,
  id,
}: {
  value?: File | null;
  onChange?: (file: File | null) => void;
  id?: string;
}) {
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (!value && input.current) input.current.value = '';
  }, [value]);
  return (
    <input
      ref={input}
      id={id}
      type="file"
      accept={DOCUMENT_ACCEPT.join(',')}
      onChange={(event) => onChange?.(event.target.files?.[0] ?? null)}
    />
  );
}

/** The file rule of a document upload (type and size, checked before anything is sent). */
export const documentFileRule = {
  validator: async (_rule: unknown, value: unknown) => {
    const problem = documentFileProblem(value instanceof File ? value : null);
    if (problem) throw new Error(problem);
  },
};

/** One employee's documents: list, upload, download, replace and delete. */
/**
 * The fields of one document (type, title, file) inside a Form; `labelPrefix` tells them apart
 * where they stand beside the record's own fields ("Document Title").
 */
export function DocumentFormItems({
  labelPrefix = '',
  selectWidth,
}: {
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
          options={EMPLOYEE_DOCUMENT_TYPES.map((choice) => ({ ...choice }))}
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

export function EmployeeDocuments({ employeeId }: { employeeId: number }) {
  const notice = useNotice();
  const documents = useApiGet<DocumentRow[]>(documentsPath(employeeId));
  const rows = Array.isArray(documents.data) ? documents.data : [];
  const [saving, setSaving] = useState(false);
  const [form] = Form.useForm<UploadValues>();
  const replaceInput = useRef<HTMLInputElement>(null);
  const [replacing, setReplacing] = useState<DocumentRow | null>(null);

  const load = documents.reload;

  async function upload(values: UploadValues) {
    if (!values.documentType || !(values.file instanceof File)) return;
    setSaving(true);
    try {
      await uploadEmployeeDocument(employeeId, {
        documentType: values.documentType,
        title: values.title?.trim() || null,
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
      const response = await apiClient.get<Blob>(`${documentsPath(employeeId)}/${row.id}`, {
        responseType: 'blob',
      });
      saveFile(response.data, row.originalName);
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
      await apiClient.put(`${documentsPath(employeeId)}/${row.id}`, body);
      notice.success(DOCUMENT_MESSAGES.replaced);
      load();
    } catch (error) {
      notice.error(`${DOCUMENT_ACTION_FAILED} ${saveFailureOf(error).cause}`);
    }
  }

  async function remove(row: DocumentRow) {
    try {
      await apiClient.delete(`${documentsPath(employeeId)}/${row.id}`);
      notice.success(DOCUMENT_MESSAGES.deleted);
      load();
    } catch (error) {
      notice.error(`${DOCUMENT_ACTION_FAILED} ${saveFailureOf(error).cause}`);
    }
  }

  const columns: TableColumnsType<DocumentRow> = [
    { key: 'type', title: 'Type', render: (_value, row) => typeLabel(row.documentType) },
    { key: 'title', title: 'Title', dataIndex: 'title' },
    { key: 'file', title: 'File', dataIndex: 'originalName' },
    { key: 'size', title: 'Size', render: (_value, row) => formatBytes(row.sizeBytes) },
    { key: 'uploadedAt', title: 'Uploaded', render: (_value, row) => row.uploadedAt.slice(0, 10) },
    {
      key: 'actions',
      title: 'Action',
      render: (_value, row) => (
        <Space>
          <Button size="small" onClick={() => void download(row)}>
            Download
          </Button>
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
        </Space>
      ),
    },
  ];

  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <Form<UploadValues>
        form={form}
        layout="vertical"
        name="employee-document"
        onFinish={(values) => void upload(values)}
      >
        <DocumentFormItems />
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
      {documents.failed ? <Alert type="error" showIcon title={DOCUMENTS_LOAD_FAILED} /> : null}
      <Table<DocumentRow>
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

/** The documents drawer a list row opens. */
export function EmployeeDocumentsDrawer({
  employee,
  onClose,
}: {
  employee: { id: number; name: string } | null;
  onClose: () => void;
}) {
  return (
    <Drawer
      open={employee !== null}
      onClose={onClose}
      title={employee ? `Documents: ${employee.name}` : 'Documents'}
      size={720}
      destroyOnHidden
    >
      {employee ? <EmployeeDocuments employeeId={employee.id} /> : null}
    </Drawer>
  );
}
