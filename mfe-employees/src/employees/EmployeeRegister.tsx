import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, Col, Result } from 'antd';
import type { FormRule } from 'antd';
import {
  EMPLOYEE_MESSAGES,
  PHOTO_UPLOAD,
  employeeContract,
  type DataScope,
  type FieldSpec,
} from '@hemis/shared-contracts';
import {
  MultiStepRegister,
  StepFieldItem,
  ImageFormItem,
  trimmedBody,
  useRecordRegister,
  useRegisterForm,
  type RegisterValues,
  type ResourceRow,
} from '@hemis/shared-ui';
import { employeesTexts } from '../i18n/texts';
import { documentsPath } from './EmployeeDocuments';
import {
  REGISTER,
  REGISTER_STEPS,
  REGISTER_TEXTS,
  postFitsStaff,
  type EmployeeField,
} from './registerSteps';

const FIELDS: Record<EmployeeField, FieldSpec> = employeeContract.fields;
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

/** A new employee is active; nation and university users register one at a campus first. */
const initialOf = (scope: DataScope): RegisterValues => ({
  status: true,
  hasDisability: false,
  ...(scope === 'university' || scope === 'nation' ? { workplace: 'campus' } : {}),
});

/** employee-register: the employee record in six steps, kept as a server draft between steps. */
export default function EmployeeRegister() {
  const t = employeesTexts.useTexts();
  const { form, scope, initialValues, values } = useRegisterForm(initialOf);
  const navigate = useNavigate();
  const [registered, setRegistered] = useState<string | null>(null);
  const shown = visibleFields(scope, values);

  const facultyId = typeof values.facultyId === 'number' ? values.facultyId : null;
  // The other references' choices are their resources' rows; the addresses' districts and local
  // levels follow the province and district chosen.
  const record = useRecordRegister({
    form,
    contract: employeeContract,
    register: REGISTER,
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
  const { draft, rules, rows, dependent, sameAs, stepFields } = record;
  const { step, last } = draft;

  function rulesFor(name: EmployeeField): FormRule[] {
    if (name === 'staffCategory') {
      return values.employeeType === 'nonTeaching'
        ? [{ required: true, message: t(EMPLOYEE_MESSAGES.staffCategoryRequired) }]
        : [];
    }
    // Where the employee works: the campus (and, for nation users, the university) is needed.
    if ((name === 'campusId' || name === 'universityId') && shown.has(name)) {
      return [
        { required: true, message: t('{{label}} is required', { label: t(FIELDS[name].label) }) },
        ...rules(name),
      ];
    }
    return rules(name);
  }

  function bodyOf(raw: RegisterValues): RegisterValues {
    const sent = REGISTER_STEPS.flatMap((step) => step.fields).filter(
      (name) => shown.has(name) && (name !== 'staffCategory' || raw.employeeType === 'nonTeaching'),
    );
    return trimmedBody(raw, sent);
  }

  const submit = () =>
    record.save({
      uploads: ['photo'],
      bodyOf,
      documentsPath,
      messages: {
        created: EMPLOYEE_MESSAGES.created,
        failure: EMPLOYEE_MESSAGES.addFailure,
        log: 'Registering the employee failed',
      },
      saved: (body) =>
        setRegistered(
          [body.firstName, body.lastName].filter((part) => typeof part === 'string').join(' '),
        ),
    });

  function registerAnother() {
    draft.startOver();
    setRegistered(null);
  }

  if (registered !== null) {
    return (
      <Result
        status="success"
        title={t(EMPLOYEE_MESSAGES.created)}
        subTitle={registered}
        extra={[
          <Button key="another" type="primary" onClick={registerAnother}>
            {t(REGISTER_TEXTS.registerAnother)}
          </Button>,
          <Button key="list" onClick={() => void navigate(LIST_PATH)}>
            {t(REGISTER_TEXTS.goToList)}
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
    departmentId: facultyId === null ? t('Choose the faculty first') : undefined,
    positionId: !values.employeeType
      ? t('Choose the staff type first')
      : values.employeeType === 'nonTeaching' && !values.staffCategory
        ? t('Choose the staff category first')
        : undefined,
  };

  return (
    <MultiStepRegister
      {...record.stepProps}
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
