import { useEffect, useState } from 'react';
import {
  Alert,
  Button,
  Card,
  Form,
  Input,
  Modal,
  Radio,
  Space,
  Table,
  Tag,
  Typography,
} from 'antd';
import type { TableColumnsType } from 'antd';
import {
  USER_MESSAGES,
  moduleUpdateSchema,
  type ModuleRow,
  type ModuleUpdate,
} from '@hemis/shared-contracts';
import { useCan } from '@hemis/shared-auth';
import {
  LIST_FAILED,
  applyFieldErrors,
  saveFailureOf,
  useNotice,
  zodRules,
} from '@hemis/shared-ui';
import { employeesTexts } from '../i18n/texts';
import { listModules, updateModule } from './api';
import { formatTime } from './format';
import { CampusModulesCard } from './CampusModulesCard';

const rules = zodRules(moduleUpdateSchema);

interface ModuleValues {
  title?: string;
  description?: string;
  status?: boolean;
}

function ModuleForm({
  row,
  onSaved,
  onCancel,
}: {
  row: ModuleRow;
  onSaved: (row: ModuleRow) => void;
  onCancel: () => void;
}) {
  const t = employeesTexts.useTexts();
  const [form] = Form.useForm<ModuleValues>();
  const notice = useNotice();
  const [saving, setSaving] = useState(false);

  async function submit(values: ModuleValues) {
    const description = values.description?.trim() ?? '';
    const body: ModuleUpdate = {
      title: values.title?.trim() ?? '',
      description: description === '' ? null : description,
      status: values.status ?? true,
    };
    setSaving(true);
    try {
      const saved = await updateModule(row.code, body);
      notice.success(t(USER_MESSAGES.moduleSaved));
      onSaved(saved);
    } catch (error) {
      const failure = saveFailureOf(error);
      applyFieldErrors(form, failure.fields);
      notice.error(failure.cause);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Form<ModuleValues>
      form={form}
      layout="vertical"
      name="module-edit"
      initialValues={{
        title: row.title,
        description: row.description ?? undefined,
        status: row.status,
      }}
      onFinish={(values) => void submit(values)}
    >
      <Form.Item name="title" label={t('Title')} rules={rules('title')}>
        <Input maxLength={60} />
      </Form.Item>
      <Form.Item name="description" label={t('Description')} rules={rules('description')}>
        <Input.TextArea maxLength={500} rows={3} />
      </Form.Item>
      <Form.Item name="status" label={t('Status')}>
        <Radio.Group
          optionType="button"
          options={[
            { value: true, label: t('Active') },
            { value: false, label: t('Inactive') },
          ]}
        />
      </Form.Item>
      <Space>
        <Button type="primary" htmlType="submit" loading={saving}>
          {t('Save')}
        </Button>
        <Button onClick={onCancel}>{t('Cancel')}</Button>
      </Space>
    </Form>
  );
}

/**
 * /user-management/add-module (the spec's path): the modules, the product's own sections, with
 * their titles and status. Nothing adds one: a module is a section of screens.
 */
export default function ModulesPage() {
  const t = employeesTexts.useTexts();
  const mayEdit = useCan('user:edit');
  const [rows, setRows] = useState<ModuleRow[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [editing, setEditing] = useState<ModuleRow | null>(null);

  useEffect(() => {
    let active = true;
    listModules().then(
      (answer) => {
        if (active) setRows([...answer].sort((a, b) => a.sortOrder - b.sortOrder));
      },
      (error: unknown) => {
        console.error('Loading the modules failed', error);
        if (active) setFailed(true);
      },
    );
    return () => {
      active = false;
    };
  }, []);

  const columns: TableColumnsType<ModuleRow> = [
    { key: 'serial', title: t('S.N.'), width: 64, render: (_value, _row, index) => index + 1 },
    { key: 'code', title: t('Code'), dataIndex: 'code' },
    { key: 'title', title: t('Title'), dataIndex: 'title' },
    {
      key: 'description',
      title: t('Description'),
      render: (_value, row) => row.description ?? '',
    },
    {
      key: 'status',
      title: t('Status'),
      render: (_value, row) =>
        row.status ? (
          <Tag color="green">{t('Active')}</Tag>
        ) : (
          <Tag color="red">{t('Inactive')}</Tag>
        ),
    },
    { key: 'updatedAt', title: t('Updated'), render: (_value, row) => formatTime(row.updatedAt) },
  ];
  if (mayEdit) {
    columns.push({
      key: 'actions',
      title: t('Action'),
      render: (_value, row) => (
        <Button size="small" onClick={() => setEditing(row)}>
          {t('Edit')}
        </Button>
      ),
    });
  }

  return (
    <div>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {t('Modules')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        {t(
          "The modules are the sections of HEMIS, each with its screens: they come with the product and cannot be added here. Change a module's title or description, or make it inactive to close it to everyone.",
        )}
      </Typography.Paragraph>
      {failed ? (
        <Alert type="error" showIcon title={t(LIST_FAILED)} style={{ marginBottom: 16 }} />
      ) : null}
      <Card title={t('Module List')}>
        <Table<ModuleRow>
          rowKey="code"
          size="middle"
          loading={rows === null && !failed}
          columns={columns}
          dataSource={rows ?? []}
          pagination={false}
        />
      </Card>
      {rows ? <CampusModulesCard modules={rows} /> : null}
      <Modal
        open={editing !== null}
        title={t('Edit Module')}
        footer={null}
        destroyOnHidden
        onCancel={() => setEditing(null)}
      >
        {editing ? (
          <ModuleForm
            key={editing.code}
            row={editing}
            onCancel={() => setEditing(null)}
            onSaved={(saved) => {
              setRows((previous) =>
                (previous ?? []).map((row) => (row.code === saved.code ? saved : row)),
              );
              setEditing(null);
            }}
          />
        ) : null}
      </Modal>
    </div>
  );
}
