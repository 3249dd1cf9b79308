/**
 * The form of an organization record (campus, university): the kit's resolved declaration for
 * fields, labels and zod rules, plus what the kit's ResourceForm does not offer yet: a district
 * select that depends on the chosen province, a logo file sent as a multipart part, and fixed
 * values (a campus screen's campusType).
 */
import { useEffect, useMemo, useState, type ChangeEvent } from 'react';
import {
  Button,
  Col,
  Divider,
  Form,
  Input,
  InputNumber,
  Radio,
  Row,
  Select,
  Space,
  Typography,
} from 'antd';
import type { z } from 'zod';
import { apiClient } from '@hemis/shared-auth';
import { UPLOADS_BASE, UPLOAD_MESSAGES, type UploadSpec } from '@hemis/shared-contracts';
import {
  applyFieldErrors,
  fetchOptionRows,
  referenceLabel,
  resourceApi,
  saveFailureOf,
  useNotice,
  zodRules,
  type ResolvedField,
  type ResolvedResource,
  type ResourceRow,
} from '@hemis/shared-ui';

type ObjectSchema = z.ZodObject<z.ZodRawShape>;

export interface FormGroup {
  title: string;
  fields: readonly string[];
}

export interface OrgFormProps {
  resource: ResolvedResource;
  mode: 'create' | 'edit';
  initial?: ResourceRow;
  /** Sections of the form, in order; fields not named are left out. */
  groups: readonly FormGroup[];
  /** Values the screen sets itself (not shown), e.g. { campusType: 'constituent' }. */
  fixed?: Record<string, string>;
  /** Rows behind reference fields other than province and district (university, faculty). */
  referenceRows: Record<string, ResourceRow[] | undefined>;
  onSaved?: () => void;
  onCancel?: () => void;
}

export const LOGO_FIELD = 'logo';

/** "image/png, image/jpeg, image/webp; at most 2 MB" */
export function uploadHint(spec: UploadSpec): string {
  const types = spec.accept.map((type) => type.replace('image/', '').toUpperCase()).join(', ');
  return `${types}; at most ${formatBytes(spec.maxBytes)}`;
}

export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1).replace(/\.0$/, '')} MB`;
  if (bytes >= 1024) return `${(bytes / 1024).toFixed(1).replace(/\.0$/, '')} KB`;
  return `${bytes} B`;
}

/** Why a chosen file is refused, or null when it fits the upload spec. */
export function uploadProblem(file: File, spec: UploadSpec): string | null {
  if (!spec.accept.includes(file.type)) return UPLOAD_MESSAGES.type;
  if (file.size > spec.maxBytes) return UPLOAD_MESSAGES.size;
  return null;
}

/** A declaration's message: fixed text, or built from the cause and the form's mode. */
export function messageText(message: unknown, cause: string, mode: 'create' | 'edit'): string {
  if (typeof message === 'function') {
    return String((message as (cause: string, mode: string) => unknown)(cause, mode));
  }
  return String(message);
}

function isEmpty(value: unknown): boolean {
  return (
    value === undefined || value === null || (typeof value === 'string' && value.trim() === '')
  );
}

/** A multipart body: on update an emptied optional value is sent as '' (the API stores null). */
function multipartBody(values: Record<string, unknown>, file: File, update: boolean): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(values)) {
    if (value === null || value === undefined) {
      if (update) body.append(name, '');
      continue;
    }
    body.append(name, String(value));
  }
  body.append(LOGO_FIELD, file);
  return body;
}

function FieldInput({
  field,
  options,
  loading,
  disabled,
  ...control
}: {
  field: ResolvedField;
  options?: { value: number; label: string }[];
  loading?: boolean;
  disabled?: boolean;
  [control: string]: unknown;
}) {
  const { spec } = field;
  const common = { ...control, disabled, placeholder: field.override.placeholder };
  switch (spec.kind) {
    case 'longText':
      return <Input.TextArea {...common} rows={3} maxLength={spec.max} />;
    case 'text':
      return <Input {...common} maxLength={spec.max} />;
    case 'integer':
    case 'decimal':
      return (
        <InputNumber
          {...common}
          min={spec.min}
          max={spec.max}
          precision={spec.kind === 'integer' ? 0 : undefined}
          style={{ width: '100%' }}
        />
      );
    case 'date':
      return <Input {...common} type="date" />;
    case 'choice':
      return (
        <Select
          {...common}
          allowClear
          placeholder={`Select ${field.label}`}
          options={spec.options.map((option) => ({ ...option }))}
        />
      );
    case 'reference':
      return (
        <Select
          {...common}
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          loading={loading}
          placeholder={`Select ${field.label}`}
          options={options ?? []}
        />
      );
    case 'flag':
    case 'status':
      return (
        <Radio.Group
          {...control}
          disabled={disabled}
          optionType="button"
          options={[
            { value: true, label: 'Active' },
            { value: false, label: 'Inactive' },
          ]}
        />
      );
  }
}

export function OrgForm({
  resource,
  mode,
  initial,
  groups,
  fixed = {},
  referenceRows,
  onSaved,
  onCancel,
}: OrgFormProps) {
  const { contract, messages } = resource;
  const [form] = Form.useForm<Record<string, unknown>>();
  const notice = useNotice();
  const api = useMemo(() => resourceApi(contract), [contract]);
  const rules = useMemo(
    () => zodRules(contract.createSchema as unknown as ObjectSchema),
    [contract],
  );
  const upload = contract.uploads[LOGO_FIELD];
  const hasAddress = 'provinceId' in contract.fields && 'districtId' in contract.fields;
  const [saving, setSaving] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [fileKey, setFileKey] = useState(0);

  const names = groups.flatMap((group) => group.fields).filter((name) => !(name in fixed));
  const fields = names
    .map((name) => resource.fields[name])
    .filter((field): field is ResolvedField => field !== undefined);

  // Read once: the edit form is mounted anew for each row.
  const [initialValues] = useState(() => {
    const values: Record<string, unknown> = {};
    for (const field of fields) {
      if (mode === 'edit' && initial) values[field.name] = initial[field.name] ?? null;
      else if (field.spec.kind === 'status') values[field.name] = true;
    }
    return values;
  });

  // Provinces once; districts of the chosen province.
  const [provinces, setProvinces] = useState<ResourceRow[] | undefined>(undefined);
  const provinceId = Form.useWatch('provinceId', form) as number | null | undefined;
  const chosenProvince = provinceId ?? (initialValues.provinceId as number | null | undefined);
  const [districts, setDistricts] = useState<{ of: number; rows: ResourceRow[] } | null>(null);
  useEffect(() => {
    if (!hasAddress) return;
    let current = true;
    fetchOptionRows('/Province').then(
      (rows) => current && setProvinces(rows),
      (error: unknown) => {
        console.error('Loading /Province failed', error);
        if (current) setProvinces([]);
      },
    );
    return () => {
      current = false;
    };
  }, [hasAddress]);
  useEffect(() => {
    if (!hasAddress || typeof chosenProvince !== 'number') return;
    let current = true;
    fetchOptionRows(`/District?provinceId=${chosenProvince}`).then(
      (rows) => current && setDistricts({ of: chosenProvince, rows }),
      (error: unknown) => {
        console.error('Loading /District failed', error);
        if (current) setDistricts({ of: chosenProvince, rows: [] });
      },
    );
    return () => {
      current = false;
    };
  }, [hasAddress, chosenProvince]);

  function optionsOf(field: ResolvedField): {
    options?: { value: number; label: string }[];
    loading?: boolean;
  } {
    if (field.spec.kind !== 'reference') return {};
    let rows: ResourceRow[] | undefined;
    if (field.name === 'provinceId') rows = provinces;
    else if (field.name === 'districtId') {
      if (typeof chosenProvince !== 'number') return { options: [] };
      rows = districts?.of === chosenProvince ? districts.rows : undefined;
    } else rows = referenceRows[field.name];
    return {
      loading: rows === undefined,
      options: (rows ?? []).map((row) => ({ value: row.id, label: referenceLabel(field, row) })),
    };
  }

  function chooseFile(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0] ?? null;
    if (!chosen || !upload) {
      setFile(null);
      setFileError(null);
      return;
    }
    const problem = uploadProblem(chosen, upload);
    setFileError(problem);
    setFile(problem ? null : chosen);
    if (problem) setFileKey((value) => value + 1);
  }

  async function submit(raw: Record<string, unknown>) {
    const values: Record<string, unknown> = {};
    for (const field of fields) {
      if (mode === 'edit' && field.spec.createOnly) continue;
      const value = raw[field.name];
      values[field.name] = isEmpty(value) ? null : typeof value === 'string' ? value.trim() : value;
      if (mode === 'create' && values[field.name] === null) delete values[field.name];
    }
    if (mode === 'create') Object.assign(values, fixed);
    const schema = mode === 'create' ? contract.createSchema : contract.updateSchema;
    const parsed = schema.safeParse(values);
    if (!parsed.success) {
      const messagesByField: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const name = String(issue.path[0] ?? '');
        if (name && !messagesByField[name]) messagesByField[name] = issue.message;
      }
      applyFieldErrors(form, messagesByField);
      return;
    }
    const body = parsed.data as Record<string, unknown>;
    setSaving(true);
    try {
      if (mode === 'create') {
        if (file) await apiClient.post(contract.path, multipartBody(body, file, false));
        else await api.create(body);
        notice.success(messages.created);
        form.resetFields();
      } else {
        if (!initial) throw new Error('No row to update');
        if (file) {
          await apiClient.request({
            method: contract.updateMethod,
            url: `${contract.path}/${initial.id}`,
            data: multipartBody(body, file, true),
          });
        } else await api.update(initial.id, body);
        notice.success(messages.updated);
      }
      setFile(null);
      setFileKey((value) => value + 1);
      setSaving(false);
      onSaved?.();
    } catch (error) {
      setSaving(false);
      const failure = saveFailureOf(error);
      console.error(`Saving ${contract.path} failed`, error);
      if (failure.status === 409) {
        notice.error(messageText(messages.conflict, failure.cause, mode));
        return;
      }
      applyFieldErrors(form, failure.fields);
      if (failure.fields[LOGO_FIELD]) setFileError(failure.fields[LOGO_FIELD]);
      notice.error(
        messageText(
          mode === 'create' ? messages.addFailure : messages.updateFailure,
          failure.cause,
          mode,
        ),
      );
    }
  }

  const currentLogo = mode === 'edit' && typeof initial?.logo === 'string' ? initial.logo : null;
  const inputId = `${contract.name}-${mode}-logo`;

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={initialValues}
      onFinish={(values) => void submit(values)}
      onValuesChange={(changed: Record<string, unknown>) => {
        // A new province clears the district (it belonged to the old one).
        if ('provinceId' in changed) form.setFieldValue('districtId', null);
      }}
      name={`${contract.name}-${mode}`}
      data-testid={`org-form-${mode}`}
    >
      {groups.map((group) => {
        const inGroup = group.fields
          .map((name) => fields.find((field) => field.name === name))
          .filter((field): field is ResolvedField => field !== undefined);
        if (inGroup.length === 0) return null;
        return (
          <div key={group.title}>
            <Divider titlePlacement="start" plain>
              {group.title}
            </Divider>
            <Row gutter={16}>
              {inGroup.map((field) => {
                const { options, loading } = optionsOf(field);
                const locked = mode === 'edit' && field.spec.createOnly === true;
                const districtWaiting =
                  field.name === 'districtId' && typeof chosenProvince !== 'number';
                return (
                  <Col
                    key={field.name}
                    xs={24}
                    md={field.spec.kind === 'longText' ? 24 : 12}
                    lg={field.spec.kind === 'longText' ? 24 : 8}
                  >
                    <Form.Item
                      name={field.name}
                      label={field.label}
                      rules={rules(field.name)}
                      extra={districtWaiting ? 'Choose the province first' : undefined}
                    >
                      <FieldInput
                        field={field}
                        options={options}
                        loading={loading}
                        disabled={locked || districtWaiting}
                      />
                    </Form.Item>
                  </Col>
                );
              })}
            </Row>
          </div>
        );
      })}
      {upload ? (
        <>
          <Divider titlePlacement="start" plain>
            {upload.label}
          </Divider>
          <div style={{ marginBottom: 16 }}>
            <Space align="start" size="large" wrap>
              {currentLogo ? (
                <img
                  src={`${UPLOADS_BASE}/${currentLogo}`}
                  alt="Current logo"
                  style={{ width: 64, height: 64, objectFit: 'contain' }}
                />
              ) : null}
              <div>
                <label htmlFor={inputId}>{upload.label}</label>{' '}
                <input
                  key={fileKey}
                  id={inputId}
                  type="file"
                  accept={upload.accept.join(',')}
                  onChange={chooseFile}
                />
                <div>
                  <Typography.Text type="secondary">{uploadHint(upload)}</Typography.Text>
                </div>
                {file ? (
                  <Typography.Text data-testid="chosen-file">
                    {file.name} ({file.type}, {formatBytes(file.size)})
                  </Typography.Text>
                ) : null}
                {fileError ? (
                  <div>
                    <Typography.Text type="danger" role="alert">
                      {fileError}
                    </Typography.Text>
                  </div>
                ) : null}
              </div>
            </Space>
          </div>
        </>
      ) : null}
      <Space>
        <Button type="primary" htmlType="submit" loading={saving}>
          {mode === 'create' ? 'Submit' : 'Update'}
        </Button>
        {mode === 'create' ? (
          <Button
            htmlType="button"
            onClick={() => {
              form.resetFields();
              setFile(null);
              setFileError(null);
              setFileKey((value) => value + 1);
            }}
          >
            Reset
          </Button>
        ) : (
          <Button htmlType="button" onClick={onCancel}>
            Cancel
          </Button>
        )}
      </Space>
    </Form>
  );
}
