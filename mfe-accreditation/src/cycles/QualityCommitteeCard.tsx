import { useState } from 'react';
import { Button, Card, Form, List, Select, Space, Tag } from 'antd';
import { apiClient, apiErrorOf, useCan } from '@hemis/shared-auth';
import {
  ACCREDITATION_PATHS,
  COMMITTEE_MESSAGES,
  COMMITTEE_ROLES,
  type QualityCommittee,
  type QualityCommitteeInput,
} from '@hemis/shared-contracts';
import {
  applyFieldErrors,
  useApiGet,
  useNotice,
  useReferenceRows,
  type Translate,
} from '@hemis/shared-ui';
import { accreditationTexts } from '../i18n/texts';

const TEXTS = {
  title: 'Internal Quality Assurance Committee',
  employee: 'Employee',
  role: 'Role',
  add: 'Add a member',
  save: 'Save the committee',
  none: 'No committee named yet.',
} as const;

/** A committee role's label ("Chair") in the current language. */
function committeeRole(role: string, t: Translate): string {
  const label = COMMITTEE_ROLES.find((choice) => choice.value === role)?.label;
  return label ? t(label) : role;
}

/**
 * The campus's internal quality assurance committee: its employees with their roles (one chair,
 * the campus chief), named by the campus's administrators and read by the others.
 */
export function QualityCommitteeCard() {
  const t = accreditationTexts.useTexts();
  const committee = useApiGet<QualityCommittee>(ACCREDITATION_PATHS.qualityCommittee);
  const mayEdit = useCan('accreditation:edit');
  const [editing, setEditing] = useState(false);
  const [form] = Form.useForm<QualityCommitteeInput>();
  const rows = useReferenceRows(editing ? { employeeId: '/Employee' } : {});
  const notice = useNotice();
  const save = async (values: QualityCommitteeInput) => {
    try {
      await apiClient.put<QualityCommittee>(ACCREDITATION_PATHS.qualityCommittee, {
        members: values.members ?? [],
      });
      notice.success(t(COMMITTEE_MESSAGES.saved));
      setEditing(false);
      committee.reload();
    } catch (error) {
      const answer = apiErrorOf(error);
      applyFieldErrors(form, answer?.fields);
      notice.error(Object.values(answer?.fields ?? {})[0] ?? answer?.message ?? t('Not saved.'));
    }
  };
  const members = committee.data?.members ?? [];
  return (
    <Card
      size="small"
      title={t(TEXTS.title)}
      style={{ marginBottom: 16 }}
      data-testid="quality-committee"
    >
      {editing ? (
        <Form
          form={form}
          onFinish={save}
          initialValues={{ members: members.map(({ employeeId, role }) => ({ employeeId, role })) }}
        >
          <Form.List name="members">
            {(fields, { add, remove }) => (
              <>
                {fields.map((field, index) => (
                  <Space key={field.key} wrap align="baseline">
                    <Form.Item name={[field.name, 'employeeId']} rules={[{ required: true }]}>
                      <Select
                        aria-label={`${t(TEXTS.employee)} ${index + 1}`}
                        showSearch={{ optionFilterProp: 'label' }}
                        style={{ minWidth: 260 }}
                        loading={rows.employeeId === undefined}
                        options={(rows.employeeId ?? []).map((row) => ({
                          value: Number(row.id),
                          label: String(
                            row.fullName ?? `${row.firstName ?? ''} ${row.lastName ?? ''}`,
                          ),
                        }))}
                      />
                    </Form.Item>
                    <Form.Item name={[field.name, 'role']} rules={[{ required: true }]}>
                      <Select
                        aria-label={`${t(TEXTS.role)} ${index + 1}`}
                        style={{ minWidth: 140 }}
                        options={COMMITTEE_ROLES.map((role) => ({ ...role, label: t(role.label) }))}
                      />
                    </Form.Item>
                    <Button onClick={() => remove(field.name)}>×</Button>
                  </Space>
                ))}
                <Space>
                  <Button onClick={() => add({ role: fields.length === 0 ? 'chair' : 'member' })}>
                    {t(TEXTS.add)}
                  </Button>
                  <Button type="primary" htmlType="submit">
                    {t(TEXTS.save)}
                  </Button>
                </Space>
              </>
            )}
          </Form.List>
        </Form>
      ) : (
        <>
          <List
            size="small"
            dataSource={members}
            locale={{ emptyText: t(TEXTS.none) }}
            renderItem={(member) => (
              <List.Item>
                {member.name} <Tag>{committeeRole(member.role, t)}</Tag>
              </List.Item>
            )}
          />
          {mayEdit ? <Button onClick={() => setEditing(true)}>{t('Edit')}</Button> : null}
        </>
      )}
    </Card>
  );
}
