import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Alert, Button, Card, Col, Form, Result, Row, Space, Steps, Table, Typography } from 'antd';
import type { FormRule } from 'antd';
import type { z } from 'zod';
import { apiClient, httpStatusOf } from '@hemis/shared-auth';
import {
  EMPLOYEE_DOCUMENT_TYPES,
  EMPLOYEE_MESSAGES,
  PHOTO_UPLOAD,
  employeeContract,
  scopeOfRole,
  type DataScope,
  type Draft,
  type FieldSpec,
} from '@hemis/shared-contracts';
import {
  DocumentFormItems,
  FieldInput,
  applyFieldErrors,
  formatBytes,
  saveFailureOf,
  toFormData,
  uploadHint,
  uploadProblem,
  uploadRule,
  useNotice,
  useReferenceRows,
  useRowUser,
  zodRules,
  type ResourceRow,
} from '@hemis/shared-ui';
import { uploadEmployeeDocument } from './EmployeeDocuments';
import {
  DRAFT_INTERVAL_MS,
  DRAFT_PATH,
  REGISTER_STEPS,
  REGISTER_TEXTS,
  postFitsStaff,
  stepOfField,
  type EmployeeField,
} from './registerSteps';

type Values = Record<string, unknown>;
type ObjectSchema = z.ZodObject<z.ZodRawShape>;

const FIELDS = employeeContract.fields as Record<EmployeeField, FieldSpec>;
const LIST_PATH = '/employee-management/employee-list';

/** A document chosen on the last step, uploaded once the employee is registered. */
export interface PendingDocument {
  key: number;
  documentType: string;
  title: string;
  file: File;
}

function isEmpty(value: unknown): boolean {
  return (
    value === undefined || value === null || (typeof value === 'string' && value.trim() === '')
  );
}

/** Which fields a user of this reach fills in: a campus user registers at their own campus. */
export function visibleFields(scope: DataScope, values: Values): Set<EmployeeField> {
  const shown = new Set<EmployeeField>(REGISTER_STEPS.flatMap((step) => step.fields));
  if (scope === 'campus' || scope === 'own') {
    shown.delete('workplace');
    shown.delete('universityId');
    shown.delete('campusId');
  } else {
    if (scope === 'university' || values.workplace === 'ugc') shown.delete('universityId');
    if (values.workplace !== 'campus') shown.delete('campusId');
  }
  return shown;
}

/** The values kept in a draft: everything but files. */
export function draftValues(values: Values): Values {
  const kept: Values = {};
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined || value instanceof Blob) continue;
    kept[name] = value;
  }
  return kept;
}

/** The photo picker (PNG, JPEG, WEBP; at most 2 MB). */
function PhotoInput({
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
    <Space orientation="vertical" size={4}>
      <input
        ref={input}
        id={id}
        type="file"
        accept={PHOTO_UPLOAD.accept.join(',')}
        onChange={(event) => onChange?.(event.target.files?.[0] ?? null)}
      />
      <Typography.Text type="secondary">{uploadHint(PHOTO_UPLOAD)}</Typography.Text>
      {value && !uploadProblem(value, PHOTO_UPLOAD) ? (
        <Typography.Text>
          {value.name} ({formatBytes(value.size)})
        </Typography.Text>
      ) : null}
    </Space>
  );
}

interface DocumentDraft {
  documentType?: string;
  title?: string;
  file?: File | null;
}

/** The last step's list of documents to upload with the new employee. */
function PendingDocuments({
  documents,
  onChange,
}: {
  documents: readonly PendingDocument[];
  onChange: (documents: PendingDocument[]) => void;
}) {
  const [form] = Form.useForm<DocumentDraft>();
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
    <Card size="small" title={REGISTER_TEXTS.documentsTitle}>
      <Form<DocumentDraft> form={form} layout="inline" name="pending-document" component="div">
        <DocumentFormItems
          types={EMPLOYEE_DOCUMENT_TYPES}
          labelPrefix="Document "
          selectWidth={200}
        />
        <Button onClick={() => void add()}>{REGISTER_TEXTS.addDocument}</Button>
      </Form>
      <Table<PendingDocument>
        rowKey="key"
        size="small"
        style={{ marginTop: 16 }}
        pagination={false}
        dataSource={[...documents]}
        locale={{ emptyText: 'No documents chosen' }}
        columns={[
          {
            key: 'type',
            title: 'Document Type',
            render: (_value, document) =>
              EMPLOYEE_DOCUMENT_TYPES.find((choice) => choice.value === document.documentType)
                ?.label ?? document.documentType,
          },
          { key: 'title', title: 'Title', dataIndex: 'title' },
          { key: 'file', title: 'File', render: (_value, document) => document.file.name },
          {
            key: 'remove',
            title: 'Action',
            render: (_value, document) => (
              <Button
                size="small"
                danger
                onClick={() => onChange(documents.filter((item) => item.key !== document.key))}
              >
                Remove
              </Button>
            ),
          },
        ]}
      />
    </Card>
  );
}

/** employee-register: the employee record in six steps, kept as a server draft between steps. */
export default function EmployeeRegister() {
  const [form] = Form.useForm<Values>();
  const notice = useNotice();
  const navigate = useNavigate();
  const user = useRowUser();
  const scope: DataScope = user ? scopeOfRole(user.role) : 'nation';
  const [step, setStep] = useState(0);
  const [restored, setRestored] = useState(false);
  const [saving, setSaving] = useState(false);
  const [registered, setRegistered] = useState<string | null>(null);
  const [documents, setDocuments] = useState<PendingDocument[]>([]);
  const dirty = useRef(false);
  const stepRef = useRef(0);
  useEffect(() => {
    stepRef.current = step;
  }, [step]);

  const rules = useMemo(
    () => zodRules(employeeContract.createSchema as unknown as ObjectSchema),
    [],
  );
  const initialValues = useMemo<Values>(
    () => ({
      status: true,
      hasDisability: false,
      ...(scope === 'university' || scope === 'nation' ? { workplace: 'campus' } : {}),
    }),
    [scope],
  );
  const watched = Form.useWatch([], { form, preserve: true }) as Values | undefined;
  const values = watched ?? initialValues;
  const shown = visibleFields(scope, values);

  const references: Record<string, string> = {
    ethnicGroupId: '/EthinicGroup',
    permanentProvinceId: '/Province',
    positionId: '/EmployeePositions',
    facultyId: '/Faculty',
    sectionId: '/Section',
  };
  if (shown.has('universityId')) references.universityId = '/University';
  if (shown.has('campusId')) {
    references.campusId =
      typeof values.universityId === 'number'
        ? `/Campus?universityId=${values.universityId}`
        : '/Campus';
  }
  if (typeof values.permanentProvinceId === 'number') {
    references.permanentDistrictId = `/District?provinceId=${values.permanentProvinceId}`;
  }
  if (typeof values.facultyId === 'number') {
    references.departmentId = `/Department?facultyId=${values.facultyId}`;
  }
  const rows = useReferenceRows(references);

  const saveDraft = useCallback(
    async (atStep: number, quiet = true) => {
      const body = { step: atStep, values: draftValues(form.getFieldsValue(true) as Values) };
      try {
        await apiClient.put(DRAFT_PATH, body);
        dirty.current = false;
        if (!quiet) notice.success(REGISTER_TEXTS.draftSaved);
      } catch (error) {
        console.error('Saving the draft failed', error);
        if (!quiet) notice.error(REGISTER_TEXTS.draftFailed);
      }
    },
    [form, notice],
  );

  // The draft left on the server, if any, is put back when the form opens.
  useEffect(() => {
    let current = true;
    apiClient
      .get<Draft>(DRAFT_PATH)
      .then((response) => {
        if (!current || !response.data?.values) return;
        form.setFieldsValue(response.data.values);
        const last = REGISTER_STEPS.length - 1;
        setStep(Math.min(Math.max(response.data.step, 0), last));
        setRestored(true);
      })
      .catch((error: unknown) => {
        if (httpStatusOf(error) !== 404) console.error('Loading the draft failed', error);
      });
    return () => {
      current = false;
    };
  }, [form]);

  // A changed form is saved as a draft every DRAFT_INTERVAL_MS.
  useEffect(() => {
    const timer = setInterval(() => {
      if (dirty.current) void saveDraft(stepRef.current);
    }, DRAFT_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [saveDraft]);

  async function discardDraft() {
    try {
      await apiClient.delete(DRAFT_PATH);
    } catch (error) {
      if (httpStatusOf(error) !== 404) console.error('Discarding the draft failed', error);
    }
    form.resetFields();
    setDocuments([]);
    setRestored(false);
    setStep(0);
    dirty.current = false;
  }

  function rulesFor(name: EmployeeField): FormRule[] {
    if (name === 'staffCategory') {
      return values.employeeType === 'nonTeaching'
        ? [{ required: true, message: EMPLOYEE_MESSAGES.staffCategoryRequired }]
        : [];
    }
    // Where the employee works: the campus (and, for nation users, the university) is needed.
    if ((name === 'campusId' || name === 'universityId') && shown.has(name)) {
      return [{ required: true, message: `${FIELDS[name].label} is required` }, ...rules(name)];
    }
    return rules(name);
  }

  const stepFields = (index: number) =>
    (REGISTER_STEPS[index]?.fields ?? []).filter((name) => shown.has(name));

  async function goTo(next: number) {
    if (next > step) {
      const valid = await form
        .validateFields(stepFields(step))
        .then(() => true)
        .catch(() => false);
      if (!valid) return;
    }
    setStep(next);
    void saveDraft(next);
  }

  function bodyOf(raw: Values): Values {
    const body: Values = {};
    for (const step of REGISTER_STEPS) {
      for (const name of step.fields) {
        if (!shown.has(name)) continue;
        if (name === 'staffCategory' && raw.employeeType !== 'nonTeaching') continue;
        const value = raw[name];
        if (isEmpty(value)) continue;
        body[name] = typeof value === 'string' ? value.trim() : value;
      }
    }
    return body;
  }

  // Field errors are shown once their step's inputs are on screen.
  const pendingErrors = useRef<Record<string, string> | null>(null);
  const [errorsRound, setErrorsRound] = useState(0);
  useEffect(() => {
    if (!pendingErrors.current) return;
    applyFieldErrors(form, pendingErrors.current);
    pendingErrors.current = null;
  }, [form, errorsRound, step]);

  function showFieldErrors(fields: Record<string, string>) {
    const names = Object.keys(fields);
    if (names.length === 0) return;
    pendingErrors.current = fields;
    setStep(Math.min(...names.map(stepOfField)));
    setErrorsRound((round) => round + 1);
  }

  async function submit() {
    const all = REGISTER_STEPS.flatMap((_step, index) => stepFields(index));
    const checked = await form
      .validateFields([...all, 'photo'])
      .then(() => null)
      .catch((error: { errorFields?: { name: (string | number)[]; errors: string[] }[] }) => {
        const fields: Record<string, string> = {};
        for (const field of error.errorFields ?? []) {
          fields[String(field.name[0])] = field.errors[0] ?? '';
        }
        return fields;
      });
    if (checked) {
      showFieldErrors(checked);
      return;
    }
    const raw = form.getFieldsValue(true) as Values;
    const parsed = employeeContract.createSchema.safeParse(bodyOf(raw));
    if (!parsed.success) {
      const fields: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const name = String(issue.path[0] ?? '');
        if (name && !fields[name]) fields[name] = issue.message;
      }
      showFieldErrors(fields);
      return;
    }
    const body: Values = { ...(parsed.data as Values) };
    const photo = raw.photo instanceof File ? raw.photo : null;
    if (photo) body.photo = photo;
    setSaving(true);
    try {
      const response = await apiClient.post<ResourceRow>(
        employeeContract.path,
        photo ? toFormData(body) : body,
      );
      const employeeId = response.data.id;
      const failedUploads: string[] = [];
      for (const document of documents) {
        try {
          await uploadEmployeeDocument(employeeId, document);
        } catch (error) {
          failedUploads.push(`${document.file.name} (${saveFailureOf(error).cause})`);
        }
      }
      await apiClient.delete(DRAFT_PATH).catch(() => undefined);
      dirty.current = false;
      notice.success(EMPLOYEE_MESSAGES.created);
      if (failedUploads.length > 0) {
        notice.error(`${REGISTER_TEXTS.documentsUploadFailed} ${failedUploads.join(', ')}`);
      }
      setRegistered(
        [body.firstName, body.lastName].filter((part) => typeof part === 'string').join(' '),
      );
    } catch (error) {
      const failure = saveFailureOf(error);
      console.error('Registering the employee failed', error);
      showFieldErrors(failure.fields);
      notice.error(
        failure.status === 409 ? employeeContract.messages.conflict : EMPLOYEE_MESSAGES.addFailure,
      );
    } finally {
      setSaving(false);
    }
  }

  function registerAnother() {
    form.resetFields();
    setDocuments([]);
    setRestored(false);
    setRegistered(null);
    setStep(0);
  }

  if (registered !== null) {
    return (
      <Result
        status="success"
        title={EMPLOYEE_MESSAGES.created}
        subTitle={registered}
        extra={[
          <Button key="another" type="primary" onClick={registerAnother}>
            {REGISTER_TEXTS.registerAnother}
          </Button>,
          <Button key="list" onClick={() => void navigate(LIST_PATH)}>
            {REGISTER_TEXTS.goToList}
          </Button>,
        ]}
      />
    );
  }

  const optionsOf = (name: EmployeeField): ResourceRow[] | undefined => {
    if (name === 'positionId') {
      return rows.positionId?.filter((post) => postFitsStaff(post, values)) ?? [];
    }
    if (name === 'permanentDistrictId' && !('permanentDistrictId' in references)) return [];
    if (name === 'departmentId' && !('departmentId' in references)) return [];
    return rows[name];
  };
  const hints: Partial<Record<EmployeeField, string | undefined>> = {
    permanentDistrictId:
      typeof values.permanentProvinceId === 'number' ? undefined : 'Choose the province first',
    departmentId: typeof values.facultyId === 'number' ? undefined : 'Choose the faculty first',
    positionId: !values.employeeType
      ? 'Choose the staff type first'
      : values.employeeType === 'nonTeaching' && !values.staffCategory
        ? 'Choose the staff category first'
        : undefined,
  };
  const last = step === REGISTER_STEPS.length - 1;

  return (
    <div data-testid="employee-register">
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {REGISTER_TEXTS.title}
      </Typography.Title>
      {restored ? (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title={REGISTER_TEXTS.draftRestored}
          action={
            <Button size="small" onClick={() => void discardDraft()}>
              {REGISTER_TEXTS.discardDraft}
            </Button>
          }
        />
      ) : null}
      <Steps
        current={step}
        size="small"
        style={{ marginBottom: 24 }}
        items={REGISTER_STEPS.map((item) => ({ title: item.title }))}
      />
      <Card>
        <Form<Values>
          form={form}
          layout="vertical"
          name="employee-register"
          initialValues={initialValues}
          onValuesChange={(changed: Values) => {
            dirty.current = true;
            if ('permanentProvinceId' in changed) form.setFieldValue('permanentDistrictId', null);
            if ('facultyId' in changed) form.setFieldValue('departmentId', null);
            if ('universityId' in changed) form.setFieldValue('campusId', null);
            if ('employeeType' in changed || 'staffCategory' in changed) {
              form.setFieldValue('positionId', null);
            }
            if ('employeeType' in changed && changed.employeeType !== 'nonTeaching') {
              form.setFieldValue('staffCategory', null);
            }
          }}
        >
          <Row gutter={16}>
            {stepFields(step).map((name) => {
              const spec = FIELDS[name];
              const label = spec.label;
              const waiting =
                (name === 'staffCategory' && values.employeeType !== 'nonTeaching') ||
                (name === 'permanentDistrictId' && hints.permanentDistrictId !== undefined) ||
                (name === 'departmentId' && hints.departmentId !== undefined) ||
                (name === 'positionId' && hints.positionId !== undefined);
              return (
                <Col key={name} xs={24} md={12} lg={spec.kind === 'longText' ? 24 : 8}>
                  <Form.Item
                    name={name}
                    label={label}
                    rules={rulesFor(name)}
                    valuePropName={spec.kind === 'flag' ? 'checked' : 'value'}
                    extra={hints[name]}
                  >
                    <FieldInput
                      field={{ name, spec, label, override: {} }}
                      disabled={waiting}
                      choices={optionsOf(name)}
                    />
                  </Form.Item>
                </Col>
              );
            })}
            {last ? (
              <Col span={24}>
                <Form.Item
                  name="photo"
                  label={PHOTO_UPLOAD.label}
                  rules={[uploadRule(PHOTO_UPLOAD.label, PHOTO_UPLOAD)]}
                >
                  <PhotoInput />
                </Form.Item>
              </Col>
            ) : null}
          </Row>
        </Form>
        {last ? <PendingDocuments documents={documents} onChange={setDocuments} /> : null}
        <Space style={{ marginTop: 24 }}>
          {step > 0 ? (
            <Button onClick={() => void goTo(step - 1)}>{REGISTER_TEXTS.previous}</Button>
          ) : null}
          <Button onClick={() => void saveDraft(step, false)}>{REGISTER_TEXTS.saveDraft}</Button>
          {last ? (
            <Button type="primary" loading={saving} onClick={() => void submit()}>
              {REGISTER_TEXTS.submit}
            </Button>
          ) : (
            <Button type="primary" onClick={() => void goTo(step + 1)}>
              {REGISTER_TEXTS.next}
            </Button>
          )}
        </Space>
      </Card>
    </div>
  );
}
