import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Alert, Button, Card, Col, Form, Modal, Row, Space, Steps, Table, Typography } from 'antd';
import type { FormRule } from 'antd';
import type { z } from 'zod';
import { apiClient, httpStatusOf } from '@hemis/shared-auth';
import {
  DUPLICATE_MESSAGES,
  PHOTO_UPLOAD,
  SIGNATURE_UPLOAD,
  STUDENT_DOCUMENT_TYPES,
  STUDENT_MESSAGES,
  STUDENT_PATHS,
  STUDENT_RECORD_REQUIRED,
  duplicateCheckResultSchema,
  scopeOfRole,
  studentContract,
  type DataScope,
  type Draft,
  type DuplicateMatch,
  type FieldSpec,
  type UploadSpec,
} from '@hemis/shared-contracts';
import {
  BsAdDateInput,
  DocumentFormItems,
  FieldInput,
  applyFieldErrors,
  documentTypeLabel,
  formatBytes,
  saveFailureOf,
  toFormData,
  uploadDocument,
  uploadHint,
  uploadProblem,
  uploadRule,
  useNotice,
  useReferenceRows,
  useRowUser,
  zodRules,
  type ResourceRow,
} from '@hemis/shared-ui';
import {
  DISTRICT_OF_PROVINCE,
  DRAFT_INTERVAL_MS,
  DRAFT_PATH,
  LIST_PATH,
  REGISTER_STEPS,
  REGISTER_TEXTS,
  stepOfField,
  type StudentField,
} from './registerSteps';
import { recordFieldOverride } from './studentRecord';

type Values = Record<string, unknown>;
type ObjectSchema = z.ZodObject<z.ZodRawShape>;

const FIELDS = studentContract.fields as Record<StudentField, FieldSpec>;
const UPLOADS: Record<'photo' | 'signature', UploadSpec> = {
  photo: PHOTO_UPLOAD,
  signature: SIGNATURE_UPLOAD,
};

/** A document chosen on the last step, uploaded once the student is registered. */
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

/**
 * Which fields a user of this reach fills in: a campus user registers at their own campus; the
 * BS date of birth shares the AD date's input.
 */
export function visibleFields(scope: DataScope): Set<StudentField> {
  const shown = new Set<StudentField>(REGISTER_STEPS.flatMap((step) => step.fields));
  shown.delete('dateOfBirthBs');
  if (scope === 'campus' || scope === 'own') shown.delete('campusId');
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

/** An image picker (photo, signature) with its accepted types and size. */
function ImageInput({
  spec,
  value,
  onChange,
  id,
}: {
  spec: UploadSpec;
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
        accept={spec.accept.join(',')}
        onChange={(event) => onChange?.(event.target.files?.[0] ?? null)}
      />
      <Typography.Text type="secondary">{uploadHint(spec)}</Typography.Text>
      {value && !uploadProblem(value, spec) ? (
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

/** The last step's list of documents to upload with the new student. */
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
          types={STUDENT_DOCUMENT_TYPES}
          labelPrefix="Document "
          selectWidth={220}
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
              documentTypeLabel(STUDENT_DOCUMENT_TYPES, document.documentType),
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

/** The students at other campuses that look like this one, before it is saved. */
function DuplicateModal({
  matches,
  onSave,
  onCancel,
}: {
  matches: readonly DuplicateMatch[] | null;
  onSave: () => void;
  onCancel: () => void;
}) {
  return (
    <Modal
      open={matches !== null}
      title={DUPLICATE_MESSAGES.title}
      okText={DUPLICATE_MESSAGES.saveAnyway}
      cancelText={REGISTER_TEXTS.cancel}
      onOk={onSave}
      onCancel={onCancel}
      width={720}
    >
      <Typography.Paragraph>{REGISTER_TEXTS.duplicateIntro}</Typography.Paragraph>
      <Table<DuplicateMatch & { key: number }>
        size="small"
        pagination={false}
        dataSource={(matches ?? []).map((match, key) => ({ ...match, key }))}
        columns={[
          {
            key: 'matchedOn',
            title: 'Matched on',
            render: (_value, match) => DUPLICATE_MESSAGES[match.matchedOn],
          },
          { key: 'name', title: 'Name', dataIndex: 'studentName' },
          {
            key: 'campus',
            title: 'Campus',
            render: (_value, match) =>
              match.universityName
                ? `${match.campusName} (${match.universityName})`
                : match.campusName,
          },
          { key: 'program', title: 'Program', render: (_value, match) => match.programName ?? '-' },
        ]}
      />
    </Modal>
  );
}

/** student-register: the student record in five steps, kept as a server draft between steps. */
export default function StudentRegister() {
  const [form] = Form.useForm<Values>();
  const notice = useNotice();
  const navigate = useNavigate();
  const user = useRowUser();
  const scope: DataScope = user ? scopeOfRole(user.role) : 'nation';
  const [step, setStep] = useState(0);
  const [restored, setRestored] = useState(false);
  const [saving, setSaving] = useState(false);
  const [documents, setDocuments] = useState<PendingDocument[]>([]);
  const [duplicates, setDuplicates] = useState<DuplicateMatch[] | null>(null);
  const confirmed = useRef<((save: boolean) => void) | null>(null);
  const dirty = useRef(false);
  const stepRef = useRef(0);
  useEffect(() => {
    stepRef.current = step;
  }, [step]);

  const rules = useMemo(
    () => zodRules(studentContract.createSchema as unknown as ObjectSchema),
    [],
  );
  const initialValues = useMemo<Values>(
    () => ({ status: 'active', hasDisability: false, conflictAffected: false }),
    [],
  );
  const watched = Form.useWatch([], { form, preserve: true }) as Values | undefined;
  const values = watched ?? initialValues;
  const shown = visibleFields(scope);

  const references: Record<string, string> = {
    ethnicGroupId: '/EthinicGroup',
    permanentProvinceId: '/Province',
    temporaryProvinceId: '/Province',
    programId: '/ProgramMgmt',
    batchId: '/Batch',
    admissionFiscalYearId: '/FiscalYear',
  };
  if (shown.has('campusId')) references.campusId = '/Campus';
  for (const [district, province] of Object.entries(DISTRICT_OF_PROVINCE)) {
    const provinceId = values[province];
    if (typeof provinceId === 'number') references[district] = `/District?provinceId=${provinceId}`;
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

  function rulesFor(name: StudentField): FormRule[] {
    const recordRequired = (STUDENT_RECORD_REQUIRED as Partial<Record<string, string>>)[name];
    if (recordRequired) return [{ required: true, message: recordRequired }, ...rules(name)];
    // A nation or university user registers the student for a campus they choose.
    if (name === 'campusId') return [{ required: true, message: 'Campus is required' }];
    if (name === 'disabilityGrade') {
      return values.hasDisability === true ? rules(name) : [];
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
    for (const name of REGISTER_STEPS.flatMap((item) => item.fields)) {
      if (!shown.has(name) && name !== 'dateOfBirthBs') continue;
      if (name === 'disabilityGrade' && raw.hasDisability !== true) continue;
      const value = raw[name];
      if (isEmpty(value)) continue;
      body[name] = typeof value === 'string' ? value.trim() : value;
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
    // The BS date of birth shares the AD date's input, and shows its errors there.
    const shownFields: Record<string, string> = { ...fields };
    if (shownFields.dateOfBirthBs) {
      shownFields.dateOfBirth ??= shownFields.dateOfBirthBs;
      delete shownFields.dateOfBirthBs;
    }
    const names = Object.keys(shownFields);
    if (names.length === 0) return;
    pendingErrors.current = shownFields;
    setStep(Math.min(...names.map(stepOfField)));
    setErrorsRound((round) => round + 1);
  }

  /** Matches at other campuses; the clerk decides whether to save anyway. */
  async function confirmNoDuplicate(body: Values): Promise<boolean> {
    let matches: DuplicateMatch[];
    try {
      const response = await apiClient.post<unknown>(STUDENT_PATHS.duplicateCheck, {
        firstName: body.firstName ?? null,
        lastName: body.lastName ?? null,
        dateOfBirth: body.dateOfBirth ?? null,
        citizenshipNo: body.citizenshipNo ?? null,
        campusId: typeof body.campusId === 'number' ? body.campusId : null,
      });
      matches = duplicateCheckResultSchema.parse(response.data).matches;
    } catch (error) {
      // The check only warns; the API still refuses a duplicate at the same campus.
      console.error('The duplicate check failed', error);
      return true;
    }
    if (matches.length === 0) return true;
    setDuplicates(matches);
    return new Promise<boolean>((resolve) => {
      confirmed.current = resolve;
    });
  }

  function answerDuplicates(save: boolean) {
    setDuplicates(null);
    confirmed.current?.(save);
    confirmed.current = null;
  }

  async function submit() {
    const all = REGISTER_STEPS.flatMap((_step, index) => stepFields(index));
    const checked = await form
      .validateFields([...all, 'photo', 'signature'])
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
    const parsed = studentContract.createSchema.safeParse(bodyOf(raw));
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
    setSaving(true);
    try {
      if (!(await confirmNoDuplicate(body))) return;
      const files = Object.keys(UPLOADS).filter((name) => raw[name] instanceof File);
      for (const name of files) body[name] = raw[name];
      const response = await apiClient.post<ResourceRow>(
        studentContract.path,
        files.length > 0 ? toFormData(body) : body,
      );
      const studentId = response.data.id;
      const failedUploads: string[] = [];
      for (const document of documents) {
        try {
          await uploadDocument(STUDENT_PATHS.documents(studentId), document);
        } catch (error) {
          failedUploads.push(`${document.file.name} (${saveFailureOf(error).cause})`);
        }
      }
      await apiClient.delete(DRAFT_PATH).catch(() => undefined);
      dirty.current = false;
      notice.success(STUDENT_MESSAGES.created);
      if (failedUploads.length > 0) {
        notice.error(`${REGISTER_TEXTS.documentsUploadFailed} ${failedUploads.join(', ')}`);
      }
      void navigate(LIST_PATH);
    } catch (error) {
      const failure = saveFailureOf(error);
      console.error('Registering the student failed', error);
      showFieldErrors(failure.fields);
      notice.error(
        failure.status === 409 ? studentContract.messages.conflict : STUDENT_MESSAGES.addFailure,
      );
    } finally {
      setSaving(false);
    }
  }

  const optionsOf = (name: StudentField): ResourceRow[] | undefined => {
    if (name in DISTRICT_OF_PROVINCE && !(name in references)) return [];
    return rows[name];
  };
  const waiting = (name: StudentField): string | undefined => {
    if (name === 'disabilityGrade' && values.hasDisability !== true) {
      return 'Only for a person with disability';
    }
    const province = (DISTRICT_OF_PROVINCE as Partial<Record<string, string>>)[name];
    if (province && typeof values[province] !== 'number') return 'Choose the province first';
    return undefined;
  };
  const last = step === REGISTER_STEPS.length - 1;

  return (
    <div data-testid="student-register">
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
          name="student-register"
          initialValues={initialValues}
          onValuesChange={(changed: Values) => {
            dirty.current = true;
            for (const [district, province] of Object.entries(DISTRICT_OF_PROVINCE)) {
              if (province in changed) form.setFieldValue(district, null);
            }
            if ('hasDisability' in changed && changed.hasDisability !== true) {
              form.setFieldValue('disabilityGrade', null);
            }
          }}
        >
          <Row gutter={16}>
            {stepFields(step).map((name) => {
              const spec = FIELDS[name];
              const hint = waiting(name);
              if (name === 'dateOfBirth') {
                return (
                  <Col key={name} xs={24} lg={16}>
                    <Form.Item
                      name="dateOfBirth"
                      label="Date of Birth (BS / AD)"
                      rules={rulesFor('dateOfBirth')}
                      validateFirst
                    >
                      <BsAdDateInput
                        bsLabel="Date of Birth (BS)"
                        adLabel="Date of Birth (AD)"
                        onBsChange={(bs) => {
                          form.setFieldValue('dateOfBirthBs', bs);
                          dirty.current = true;
                        }}
                      />
                    </Form.Item>
                  </Col>
                );
              }
              return (
                <Col key={name} xs={24} md={12} lg={spec.kind === 'longText' ? 24 : 8}>
                  <Form.Item
                    name={name}
                    label={spec.label}
                    rules={rulesFor(name)}
                    validateFirst
                    valuePropName={spec.kind === 'flag' ? 'checked' : 'value'}
                    extra={hint}
                  >
                    <FieldInput
                      field={{
                        name,
                        spec,
                        label: spec.label,
                        override: recordFieldOverride(name, values.programId, rows.programId),
                      }}
                      disabled={hint !== undefined}
                      choices={optionsOf(name)}
                    />
                  </Form.Item>
                </Col>
              );
            })}
            {last
              ? (Object.entries(UPLOADS) as ['photo' | 'signature', UploadSpec][]).map(
                  ([name, spec]) => (
                    <Col key={name} xs={24} md={12}>
                      <Form.Item
                        name={name}
                        label={spec.label}
                        rules={[uploadRule(spec.label, spec)]}
                      >
                        <ImageInput spec={spec} />
                      </Form.Item>
                    </Col>
                  ),
                )
              : null}
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
      <DuplicateModal
        matches={duplicates}
        onSave={() => answerDuplicates(true)}
        onCancel={() => answerDuplicates(false)}
      />
    </div>
  );
}
