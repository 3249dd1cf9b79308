import { useMemo } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Alert, Card, Col, Form, Input, Select, Spin, Typography } from 'antd';
import type { FormRule } from 'antd';
import { apiClient } from '@hemis/shared-auth';
import {
  APPLICATION_DOCUMENT_PREFIX,
  ESEWA_PAGES,
  MESSAGES,
  OPEN_ENROLMENT_MESSAGES,
  OPEN_ENROLMENT_PATHS,
  SET_BY_CAMPUS,
  STUDENT_DOCUMENT_TYPES,
  formatPaisa,
  studentContract,
  type ApplicationStarted,
  type EnrolmentOffer,
  type FieldSpec,
  type OpenEnrolmentForm,
} from '@hemis/shared-contracts';
import {
  DOCUMENTS_STEP,
  MULTI_STEP_TEXTS,
  MultiStepRegister,
  StepFieldItem,
  toFormData,
  trimmedBody,
  useApiGet,
  useRecordRegister,
  useRegisterValues,
  type MultiStepRegisterSpec,
  type PendingDocument,
  type RegisterStepSpec,
  type RegisterValues,
  type ResourceRow,
  type Translate,
} from '@hemis/shared-ui';
import { studentsTexts } from '../i18n/texts';
import {
  REGISTER_STEPS,
  recordFieldRules,
  recordFieldWaiting,
  type StudentField,
} from '../students/registerSteps';
import { BirthDateItem, STUDENT_UPLOAD_NAMES, StudentUploadItems } from '../students/studentRecord';

export const ENROLMENT_TEXTS = {
  title: OPEN_ENROLMENT_MESSAGES.title,
  intro:
    'Apply to a campus program open for enrolment: fill in your details, add your documents, ' +
    'choose a password and pay the application fee with eSewa. The campus then verifies your ' +
    'record; once it is verified you can sign in.',
  program: 'Campus and Program',
  lastStep: 'Photo, Documents and Password',
  password: 'Password',
  confirmPassword: 'Confirm Password',
  feeNote: (amount: string) =>
    studentsTexts.translate('Application fee: NPR {{amount}}, paid with eSewa after you submit.', {
      amount,
    }),
  submit: 'Submit and pay with eSewa',
  failure: 'Your application could not be saved. Check the highlighted fields.',
  signIn: 'Already have an account? Sign in',
} as const;

const FIELDS: Record<StudentField, FieldSpec> = studentContract.fields;
type ApplicantField = StudentField | 'offerId' | 'password' | 'confirmPassword';
const APPLICANT_KEYS = ['offerId', 'password', 'confirmPassword'] as const;
const setByCampus = new Set<string>(SET_BY_CAMPUS);

/**
 * The application's steps: the program first, then the student register's own steps without
 * what the campus sets, and the password with the photo and documents last.
 */
const STEPS: MultiStepRegisterSpec<ApplicantField>['steps'] = [
  { title: ENROLMENT_TEXTS.program, fields: ['offerId'] },
  ...REGISTER_STEPS.flatMap((step): RegisterStepSpec<ApplicantField>[] => {
    const fields: ApplicantField[] = step.fields.filter((name) => !setByCampus.has(name));
    if (step === DOCUMENTS_STEP) {
      return [
        { title: ENROLMENT_TEXTS.lastStep, fields: [...fields, 'password', 'confirmPassword'] },
      ];
    }
    return fields.length > 0 ? [{ title: step.title, fields }] : [];
  }),
];

const REGISTER: MultiStepRegisterSpec<ApplicantField> = {
  name: 'open-enroll',
  steps: STEPS,
  texts: { ...MULTI_STEP_TEXTS, title: ENROLMENT_TEXTS.title, submit: ENROLMENT_TEXTS.submit },
  documentTypes: STUDENT_DOCUMENT_TYPES,
  documentSelectWidth: 220,
  serverDraft: false,
};

const SHOWN = new Set<ApplicantField>(
  STEPS.flatMap((step) => step.fields).filter((name) => name !== 'dateOfBirthBs'),
);

const offerLabel = (offer: EnrolmentOffer, t: Translate) =>
  [
    offer.campusName,
    offer.programName + (offer.levelName ? ` (${offer.levelName})` : ''),
    offer.batchName,
    t('NPR {{amount}}', { amount: formatPaisa(offer.applicationFeePaisa) }),
  ]
    .filter(Boolean)
    .join(' · ');

/** The multipart body: the record, photo and signature, one file per document type, the rest. */
export function applicationFormData(
  body: RegisterValues,
  raw: RegisterValues,
  documents: readonly PendingDocument[],
): FormData {
  const sent: RegisterValues = {};
  for (const [name, value] of Object.entries(body)) {
    if (!setByCampus.has(name)) sent[name] = value;
  }
  for (const name of STUDENT_UPLOAD_NAMES) {
    if (raw[name] instanceof File) sent[name] = raw[name];
  }
  for (const key of APPLICANT_KEYS) sent[key] = raw[key];
  // The API keeps one file per type: a later one of the same type replaces the earlier.
  for (const document of documents) {
    sent[`${APPLICATION_DOCUMENT_PREFIX}${document.documentType}`] = document.file;
  }
  return toFormData(sent);
}

/**
 * /open-enroll (public): a prospective student applies to a program open for enrolment and is
 * taken to eSewa to pay the application fee; once paid, the application waits in the campus's
 * Student Enrollment list.
 */
export default function OpenEnrolment() {
  const [form] = Form.useForm<RegisterValues>();
  const navigate = useNavigate();
  const t = studentsTexts.useTexts();
  const choices = useApiGet<OpenEnrolmentForm>(OPEN_ENROLMENT_PATHS.form);
  const initialValues = useMemo<RegisterValues>(
    () => ({ hasDisability: false, conflictAffected: false }),
    [],
  );
  const values = useRegisterValues(form, initialValues);
  const offers = choices.data?.offers ?? [];
  const offer = offers.find((candidate) => candidate.id === values.offerId);

  const record = useRecordRegister<ApplicantField>({
    form,
    contract: studentContract,
    register: REGISTER,
    shown: SHOWN,
    values,
    // Read from the public form data, not from the signed-in lists.
    references: { ethnicGroupId: null },
    shownAs: (fields) => {
      const shown = { ...fields };
      if (shown.dateOfBirthBs) shown.dateOfBirth ??= shown.dateOfBirthBs;
      return shown;
    },
  });
  const { draft, rules, rows, dependent, sameAs, stepFields } = record;
  const ethnicGroups: ResourceRow[] | undefined = choices.data?.ethnicGroups;

  function rulesFor(name: ApplicantField): FormRule[] {
    if (name === 'offerId') {
      return [{ required: true, message: t(OPEN_ENROLMENT_MESSAGES.offerRequired) }];
    }
    if (name === 'password') {
      return [{ required: true, message: t(MESSAGES.signUp.passwordRequired) }];
    }
    if (name === 'confirmPassword') {
      return [
        { required: true, message: t(MESSAGES.signUp.confirmPasswordRequired) },
        ({ getFieldValue }) => ({
          validator: (_rule, value) =>
            !value || value === getFieldValue('password')
              ? Promise.resolve()
              : Promise.reject(new Error(t(MESSAGES.signUp.passwordsDoNotMatch))),
        }),
      ];
    }
    if (name === 'email') {
      return [
        { required: true, message: t(OPEN_ENROLMENT_MESSAGES.emailRequired) },
        ...rules(name),
      ];
    }
    return recordFieldRules(name, rules, values);
  }

  /** The record as the contract checks it: the chosen offer gives its program and batch. */
  function bodyOf(raw: RegisterValues): RegisterValues {
    const chosen = offers.find((candidate) => candidate.id === raw.offerId);
    const names = STEPS.flatMap((step) => step.fields).filter(
      (name) =>
        !APPLICANT_KEYS.some((key) => key === name) &&
        (name !== 'disabilityGrade' || raw.hasDisability === true),
    );
    return {
      ...trimmedBody(raw, names),
      programId: chosen?.programId,
      batchId: chosen?.batchId ?? undefined,
      yearOrSemester: 1,
      status: 'active',
    };
  }

  const submit = () =>
    record.save({
      uploads: [...STUDENT_UPLOAD_NAMES],
      bodyOf,
      documentsPath: () => '',
      messages: {
        created: OPEN_ENROLMENT_MESSAGES.submitted,
        failure: ENROLMENT_TEXTS.failure,
        log: 'Sending the application failed',
      },
      async send(body, raw, documents) {
        const response = await apiClient.post<ApplicationStarted>(
          OPEN_ENROLMENT_PATHS.apply,
          applicationFormData(body, raw, documents),
        );
        const { transactionUuid } = response.data;
        void navigate(`${ESEWA_PAGES.pay}?payment=${encodeURIComponent(transactionUuid)}`);
      },
      saved: () => undefined,
    });

  const optionsOf = (name: StudentField): ResourceRow[] | undefined => {
    if (name === 'ethnicGroupId') return ethnicGroups;
    if (name in dependent.waiting) return [];
    return rows[name];
  };
  const waiting = (name: StudentField) => recordFieldWaiting(name, values, dependent.waiting);

  function fieldItem(name: ApplicantField) {
    if (name === 'offerId') {
      return (
        <Col key={name} span={24}>
          <Form.Item name="offerId" label={t(ENROLMENT_TEXTS.program)} rules={rulesFor(name)}>
            <Select
              showSearch={{ optionFilterProp: 'label' }}
              placeholder={t(OPEN_ENROLMENT_MESSAGES.offerRequired)}
              options={offers.map((candidate) => ({
                value: candidate.id,
                label: offerLabel(candidate, t),
              }))}
            />
          </Form.Item>
          {offer ? (
            <Alert
              type="info"
              showIcon
              title={ENROLMENT_TEXTS.feeNote(formatPaisa(offer.applicationFeePaisa))}
            />
          ) : null}
        </Col>
      );
    }
    if (name === 'password' || name === 'confirmPassword') {
      return (
        <Col key={name} xs={24} md={12}>
          <Form.Item
            name={name}
            label={t(ENROLMENT_TEXTS[name])}
            rules={rulesFor(name)}
            dependencies={name === 'confirmPassword' ? ['password'] : undefined}
          >
            <Input.Password autoComplete="new-password" />
          </Form.Item>
        </Col>
      );
    }
    if (name === 'dateOfBirth') {
      return (
        <BirthDateItem
          key={name}
          rules={rulesFor(name)}
          onBsChange={(bs) => form.setFieldValue('dateOfBirthBs', bs)}
        />
      );
    }
    const hint = waiting(name);
    return (
      <StepFieldItem
        key={name}
        name={name}
        spec={FIELDS[name]}
        rules={rulesFor(name)}
        validateFirst
        hint={hint}
        disabled={hint !== undefined || sameAs.locked(name)}
        before={sameAs.first === name ? sameAs.box : undefined}
        choices={optionsOf(name)}
      />
    );
  }

  return (
    <div style={{ maxWidth: 1100, margin: '24px auto', padding: '0 16px' }}>
      <Typography.Paragraph>{t(ENROLMENT_TEXTS.intro)}</Typography.Paragraph>
      {choices.loading ? <Spin /> : null}
      {choices.failed ? <Alert type="error" showIcon title={t(MESSAGES.http.serverError)} /> : null}
      {choices.data && offers.length === 0 ? (
        <Card>
          <Alert type="info" showIcon title={t(OPEN_ENROLMENT_MESSAGES.noOffers)} />
        </Card>
      ) : null}
      {offers.length > 0 ? (
        <MultiStepRegister
          {...record.stepProps}
          onSubmit={() => void submit()}
          initialValues={initialValues}
          onValuesChange={(changed: RegisterValues) => {
            record.onValuesChange(changed);
            if ('hasDisability' in changed && changed.hasDisability !== true) {
              form.setFieldValue('disabilityGrade', null);
            }
          }}
        >
          {stepFields(draft.step).map(fieldItem)}
          {draft.last ? <StudentUploadItems /> : null}
        </MultiStepRegister>
      ) : null}
      <Typography.Paragraph style={{ marginTop: 16 }}>
        <Link to="/login">{t(ENROLMENT_TEXTS.signIn)}</Link>
      </Typography.Paragraph>
    </div>
  );
}
