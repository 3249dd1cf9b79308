import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, Col, Form, Result } from 'antd';
import type { FormRule } from 'antd';
import {
  EMPLOYEE_MESSAGES,
  PHOTO_UPLOAD,
  employeeContract,
  scopeOfRole,
  type DataScope,
  type FieldSpec,
} from '@hemis/shared-contracts';
import {
  MultiStepRegister,
  StepFieldItem,
  ImageFormItem,
  postRecord,
  trimmedBody,
  useRecordRegister,
  useRowUser,
  useServerDraft,
  useStepErrors,
  type RegisterValues,
  type ResourceRow,
} from '@hemis/shared-ui';
import { uploadEmployeeDocument } from './EmployeeDocuments';
import {
  REGISTER,
  REGISTER_STEPS,
  REGISTER_TEXTS,
  postFitsStaff,
  type EmployeeField,
} from './registerSteps';

const FIELDS = employeeContract.fields as Record<EmployeeField, FieldSpec>;
const LIST_PATH = '/employee-management/employee-list';

/** Which fields a user of this reach fills in: a campus user registers at their own campus. */
export function visibleFields(scope: DataScope, values: RegisterValues): Set<EmployeeField> {
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

/** employee-register: the employee record in six steps, kept as a server draft between steps. */
export default function EmployeeRegister() {
  const [form] = Form.useForm<RegisterValues>();
  const navigate = useNavigate();
  const user = useRowUser();
  const scope: DataScope = user ? scopeOfRole(user.role) : 'nation';
  const [saving, setSaving] = useState(false);
  const [registered, setRegistered] = useState<string | null>(null);
  const draft = useServerDraft({ form, register: REGISTER });
  const { step, last } = draft;
  const { checkedBody, showSaveFailure } = useStepErrors({ form, draft });

  const initialValues = useMemo<RegisterValues>(
    () => ({
      status: true,
      hasDisability: false,
      ...(scope === 'university' || scope === 'nation' ? { workplace: 'campus' } : {}),
    }),
    [scope],
  );
  const watched = Form.useWatch([], { form, preserve: true }) as RegisterValues | undefined;
  const values = watched ?? initialValues;
  const shown = visibleFields(scope, values);

  const facultyId = typeof values.facultyId === 'number' ? values.facultyId : null;
  // The other references' choices are their resources' rows; the addresses' districts and local
  // levels follow the province and district chosen.
  const record = useRecordRegister({
    form,
    contract: employeeContract,
    steps: REGISTER_STEPS,
    shown,
    values,
    references: {
      // The campuses of the chosen university; the departments of the chosen faculty, or none.
      ...(typeof values.universityId === 'number'
        ? { campusId: `/Campus?universityId=${values.universityId}` }
        : {}),
      departmentId: facultyId === null ? null : `/Department?facultyId=${facultyId}`,
    },
  });
  const { rules, rows, dependent, sameAs, stepFields } = record;

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

  function bodyOf(raw: RegisterValues): RegisterValues {
    const sent = REGISTER_STEPS.flatMap((step) => step.fields).filter(
      (name) => shown.has(name) && (name !== 'staffCategory' || raw.employeeType === 'nonTeaching'),
    );
    return trimmedBody(raw, sent);
  }

  async function submit() {
    const checked = await checkedBody([...record.shownFields(), 'photo'], (raw) =>
      employeeContract.createSchema.safeParse(bodyOf(raw)),
    );
    if (!checked) return;
    const { raw, body } = checked;
    setSaving(true);
    try {
      const { id: employeeId } = await postRecord(employeeContract, body, raw, ['photo']);
      await draft.finishRegister({
        upload: (document) => uploadEmployeeDocument(employeeId, document),
        created: EMPLOYEE_MESSAGES.created,
      });
      setRegistered(
        [body.firstName, body.lastName].filter((part) => typeof part === 'string').join(' '),
      );
    } catch (error) {
      showSaveFailure(error, {
        log: 'Registering the employee failed',
        conflict: employeeContract.messages.conflict,
        failure: EMPLOYEE_MESSAGES.addFailure,
      });
    } finally {
      setSaving(false);
    }
  }

  function registerAnother() {
    draft.startOver();
    setRegistered(null);
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
    if (name in dependent.waiting) return [];
    if (name === 'departmentId' && facultyId === null) return [];
    return rows[name];
  };
  const hints: Partial<Record<EmployeeField, string | undefined>> = {
    ...dependent.waiting,
    departmentId: facultyId === null ? 'Choose the faculty first' : undefined,
    positionId: !values.employeeType
      ? 'Choose the staff type first'
      : values.employeeType === 'nonTeaching' && !values.staffCategory
        ? 'Choose the staff category first'
        : undefined,
  };

  return (
    <MultiStepRegister
      draft={draft}
      stepFields={stepFields}
      saving={saving}
      onSubmit={() => void submit()}
      initialValues={initialValues}
      onValuesChange={(changed: RegisterValues) => {
        record.onValuesChange(changed);
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
      {stepFields(step).map((name) => {
        const spec = FIELDS[name];
        const waiting =
          (name === 'staffCategory' && values.employeeType !== 'nonTeaching') ||
          name in dependent.waiting ||
          sameAs.locked(name) ||
          (name === 'departmentId' && hints.departmentId !== undefined) ||
          (name === 'positionId' && hints.positionId !== undefined);
        return (
          <StepFieldItem
            key={name}
            name={name}
            spec={spec}
            rules={rulesFor(name)}
            hint={hints[name]}
            disabled={waiting}
            choices={optionsOf(name)}
            before={sameAs.first === name ? sameAs.box : undefined}
          />
        );
      })}
      {last ? (
        <Col span={24}>
          <ImageFormItem name="photo" spec={PHOTO_UPLOAD} />
        </Col>
      ) : null}
    </MultiStepRegister>
  );
}
