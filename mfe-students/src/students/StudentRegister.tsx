import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Modal, Table, Typography } from 'antd';
import type { FormRule } from 'antd';
import { apiClient } from '@hemis/shared-auth';
import {
  DUPLICATE_MESSAGES,
  STUDENT_MESSAGES,
  STUDENT_PATHS,
  duplicateCheckResultSchema,
  studentContract,
  type DataScope,
  type DuplicateMatch,
  type FieldSpec,
} from '@hemis/shared-contracts';
import {
  MultiStepRegister,
  StepFieldItem,
  trimmedBody,
  useRecordRegister,
  useRegisterForm,
  type RegisterValues,
  type ResourceRow,
  type Translate,
} from '@hemis/shared-ui';
import {
  REGISTER,
  LIST_PATH,
  REGISTER_STEPS,
  REGISTER_TEXTS,
  type StudentField,
  recordFieldRules,
  recordFieldWaiting,
} from './registerSteps';
import { studentsTexts } from '../i18n/texts';
import {
  BirthDateItem,
  STUDENT_UPLOAD_NAMES,
  StudentUploadItems,
  recordFieldOverride,
} from './studentRecord';

const FIELDS: Record<StudentField, FieldSpec> = studentContract.fields;

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

/** The BS date of birth shares the AD date's input, and shows its errors there. */
function onDateOfBirthInput(fields: Record<string, string>): Record<string, string> {
  const shownFields: Record<string, string> = { ...fields };
  if (shownFields.dateOfBirthBs) {
    shownFields.dateOfBirth ??= shownFields.dateOfBirthBs;
    delete shownFields.dateOfBirthBs;
  }
  return shownFields;
}

/** Where a match is: this campus, or another campus and its university. */
const campusOf = (match: DuplicateMatch, t: Translate): string => {
  const campus = match.universityName
    ? `${match.campusName} (${match.universityName})`
    : match.campusName;
  return match.sameCampus ? `${t(DUPLICATE_MESSAGES.thisCampus)}: ${campus}` : campus;
};

/** Who matches: named only when the record is within the clerk's reach. */
const studentOf = (match: DuplicateMatch, t: Translate): string =>
  match.student
    ? [match.student.name, match.student.registrationNo].filter(Boolean).join(', ')
    : t(DUPLICATE_MESSAGES.elsewhere);

/** The students already registered that look like this one, before it is saved. */
function DuplicateModal({
  matches,
  onSave,
  onCancel,
}: {
  matches: readonly DuplicateMatch[] | null;
  onSave: () => void;
  onCancel: () => void;
}) {
  const t = studentsTexts.useTexts();
  return (
    <Modal
      open={matches !== null}
      title={t(DUPLICATE_MESSAGES.title)}
      okText={t(DUPLICATE_MESSAGES.saveAnyway)}
      cancelText={t(REGISTER_TEXTS.cancel)}
      onOk={onSave}
      onCancel={onCancel}
      width={720}
    >
      <Typography.Paragraph>{t(DUPLICATE_MESSAGES.intro)}</Typography.Paragraph>
      <Table<DuplicateMatch & { key: number }>
        size="small"
        pagination={false}
        dataSource={(matches ?? []).map((match, key) => ({ ...match, key }))}
        columns={[
          {
            key: 'matchedOn',
            title: t('Matched on'),
            render: (_value, match) => t(DUPLICATE_MESSAGES[match.matchedOn]),
          },
          { key: 'campus', title: t('Campus'), render: (_value, match) => campusOf(match, t) },
          { key: 'student', title: t('Student'), render: (_value, match) => studentOf(match, t) },
        ]}
      />
    </Modal>
  );
}

/** A new student is active, without disability and not conflict-affected. */
const initialOf = (): RegisterValues => ({
  status: 'active',
  hasDisability: false,
  conflictAffected: false,
});

/** student-register: the student record in five steps, kept as a server draft between steps. */
export default function StudentRegister() {
  const { form, scope, initialValues, values } = useRegisterForm(initialOf);
  const navigate = useNavigate();
  const [duplicates, setDuplicates] = useState<DuplicateMatch[] | null>(null);
  const confirmed = useRef<((save: boolean) => void) | null>(null);
  const shown = visibleFields(scope);
  const t = studentsTexts.useTexts();

  const record = useRecordRegister({
    form,
    contract: studentContract,
    register: REGISTER,
    shown,
    values,
    shownAs: onDateOfBirthInput,
  });
  const { draft, rules, rows, dependent, sameAs, stepFields } = record;
  const { step, last } = draft;

  function rulesFor(name: StudentField): FormRule[] {
    // A nation or university user registers the student for a campus they choose.
    if (name === 'campusId') return [{ required: true, message: t('Campus is required') }];
    return recordFieldRules(name, rules, values);
  }

  function bodyOf(raw: RegisterValues): RegisterValues {
    const sent = REGISTER_STEPS.flatMap((item) => item.fields).filter(
      (name) =>
        (shown.has(name) || name === 'dateOfBirthBs') &&
        (name !== 'disabilityGrade' || raw.hasDisability === true),
    );
    return trimmedBody(raw, sent);
  }

  /** Matches at this campus or others; the clerk decides whether to save anyway. */
  async function confirmNoDuplicate(body: RegisterValues): Promise<boolean> {
    let matches: DuplicateMatch[];
    try {
      const response = await apiClient.post<unknown>(STUDENT_PATHS.duplicateCheck, {
        firstName: body.firstName ?? null,
        lastName: body.lastName ?? null,
        dateOfBirth: body.dateOfBirth ?? null,
        citizenshipNo: body.citizenshipNo ?? null,
        phoneNumber: body.phoneNumber ?? null,
        email: body.email ?? null,
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

  const submit = () =>
    record.save({
      uploads: [...STUDENT_UPLOAD_NAMES],
      bodyOf,
      confirm: confirmNoDuplicate,
      documentsPath: STUDENT_PATHS.documents,
      messages: {
        created: STUDENT_MESSAGES.created,
        failure: STUDENT_MESSAGES.addFailure,
        log: 'Registering the student failed',
      },
      saved: () => void navigate(LIST_PATH),
    });

  const optionsOf = (name: StudentField): ResourceRow[] | undefined => {
    if (name in dependent.waiting) return [];
    return rows[name];
  };
  const waiting = (name: StudentField) => recordFieldWaiting(name, values, dependent.waiting);

  return (
    <MultiStepRegister
      {...record.stepProps}
      onSubmit={() => void submit()}
      after={
        <DuplicateModal
          matches={duplicates}
          onSave={() => answerDuplicates(true)}
          onCancel={() => answerDuplicates(false)}
        />
      }
      initialValues={initialValues}
      onValuesChange={(changed: RegisterValues) => {
        record.onValuesChange(changed);
        if ('hasDisability' in changed && changed.hasDisability !== true) {
          form.setFieldValue('disabilityGrade', null);
        }
      }}
    >
      {stepFields(step).map((name) => {
        const spec = FIELDS[name];
        const hint = waiting(name);
        if (name === 'dateOfBirth') {
          return (
            <BirthDateItem
              key={name}
              rules={rulesFor('dateOfBirth')}
              onBsChange={(bs) => {
                form.setFieldValue('dateOfBirthBs', bs);
                draft.markDirty();
              }}
            />
          );
        }
        return (
          <StepFieldItem
            key={name}
            name={name}
            spec={spec}
            rules={rulesFor(name)}
            validateFirst
            hint={hint}
            disabled={hint !== undefined || sameAs.locked(name)}
            before={sameAs.first === name ? sameAs.box : undefined}
            choices={optionsOf(name)}
            override={recordFieldOverride(name, values.programId, rows.programId)}
          />
        );
      })}
      {last ? <StudentUploadItems /> : null}
    </MultiStepRegister>
  );
}
