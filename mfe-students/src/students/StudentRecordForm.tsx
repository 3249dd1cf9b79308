import { useEffect, useMemo, useState } from 'react';
import { useParams } from 'react-router-dom';
import { Button, Card, Col, Descriptions, Form, Row, Typography } from 'antd';
import type { FormRule } from 'antd';
import { apiClient } from '@hemis/shared-auth';
import {
  STUDENT_MESSAGES,
  shownLabel,
  studentContract,
  type FieldSpec,
} from '@hemis/shared-contracts';
import {
  FieldInput,
  applyFieldErrors,
  dependentFieldsOf,
  dependentState,
  followersOf,
  referencePathsOf,
  useSameAs,
  saveFailureOf,
  useNotice,
  useReferenceRows,
  zodRules,
  type ResourceRow,
  rowLabels,
} from '@hemis/shared-ui';
import { studentsTexts } from '../i18n/texts';
import { REQUIRED_MESSAGES, type StudentField } from './registerSteps';
import {
  BirthDateItem,
  StudentHeader,
  StudentStateNote,
  recordFieldOverride,
  recordId,
  useStudent,
} from './studentRecord';

type Values = Record<string, unknown>;

const FIELDS: Record<StudentField, FieldSpec> = studentContract.fields;

export const SAVE_TEXT = 'Save';

/** The form's starting values: the record's values of the fields shown. */
function valuesOf(row: ResourceRow, fields: readonly StudentField[]): Values {
  const values: Values = {};
  for (const name of fields) values[name] = row[name] ?? undefined;
  if (fields.includes('dateOfBirth')) values.dateOfBirthBs = row.dateOfBirthBs ?? undefined;
  return values;
}

/**
 * The PATCH body: every field shown, an emptied one as null (cleared), text trimmed; the BS date
 * of birth goes with the AD one.
 */
export function patchOf(values: Values, fields: readonly StudentField[]): Values {
  const names: string[] = [...fields];
  if (fields.includes('dateOfBirth')) names.push('dateOfBirthBs');
  const body: Values = {};
  for (const name of names) {
    const value = values[name];
    if (name === 'disabilityGrade' && values.hasDisability !== true) body[name] = null;
    else if (value === undefined || value === '') body[name] = null;
    else body[name] = typeof value === 'string' ? value.trim() || null : value;
  }
  return body;
}

/**
 * One page editing part of a student's record with PATCH /Student/:id (academic information,
 * enrollment): the student's header, the fields in sections, Save.
 */
export function StudentRecordForm({
  title,
  sections,
  derived = [],
}: {
  title: string;
  /** Headed groups of the fields edited on this page. */
  sections: readonly { title: string; fields: readonly StudentField[] }[];
  /** Fields shown read-only beside the form: they follow another (level and faculty: the program). */
  derived?: readonly StudentField[];
}) {
  const { id } = useParams();
  const studentId = recordId(id);
  const { state, replace } = useStudent(studentId);
  const notice = useNotice();
  const t = studentsTexts.useTexts();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const fields = useMemo(() => sections.flatMap((section) => section.fields), [sections]);
  const rules = useMemo(() => zodRules(studentContract.updateSchema), []);
  const row = state.status === 'ready' ? state.row : null;

  useEffect(() => {
    if (row) form.setFieldsValue(valuesOf(row, fields));
  }, [form, row, fields]);

  // Undefined on the first render, before the form has registered its fields.
  const watched: Values | undefined = Form.useWatch([], { form, preserve: true });
  const values = watched ?? {};
  // Each reference field's choices are its resource's rows.
  const references = referencePathsOf(FIELDS, fields);
  // Until the form has its values, the record's own (the district list of its province).
  const dependents = dependentFieldsOf(FIELDS, fields);
  const dependent = dependentState(dependents, watched ? values : (row ?? {}));
  Object.assign(references, dependent.paths);
  const choices = useReferenceRows(references);
  const sameAs = useSameAs(form, FIELDS, fields, row);

  function rulesFor(name: StudentField): FormRule[] {
    const required = REQUIRED_MESSAGES[name];
    const requiredMessage = required ?? FIELDS[name].required;
    return requiredMessage
      ? [{ required: true, message: t(requiredMessage) }, ...rules(name)]
      : rules(name);
  }

  /** A derived field's label: the chosen program's, or the record's until it changes. */
  function derivedLabel(name: StudentField): string {
    const programId = values.programId;
    if (row && programId !== undefined && programId !== row.programId) {
      const program = choices.programId?.find((candidate) => candidate.id === programId);
      const labels = rowLabels(program);
      return labels?.[name] ?? '-';
    }
    const labels = rowLabels(row);
    return labels?.[name] ?? '-';
  }

  async function save(raw: Values) {
    if (studentId === null) return;
    setSaving(true);
    try {
      const response = await apiClient.patch<ResourceRow>(
        `${studentContract.path}/${studentId}`,
        patchOf(raw, fields),
      );
      replace(response.data);
      notice.success(t(STUDENT_MESSAGES.updated));
    } catch (error) {
      const failure = saveFailureOf(error);
      console.error(`Saving student ${studentId} failed`, error);
      const shown = { ...failure.fields };
      if (shown.dateOfBirthBs) shown.dateOfBirth ??= shown.dateOfBirthBs;
      applyFieldErrors(form, shown);
      notice.error(
        t(
          failure.status === 409
            ? studentContract.messages.conflict
            : STUDENT_MESSAGES.updateFailure,
        ),
      );
    } finally {
      setSaving(false);
    }
  }

  return (
    <div>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {t(title)}
      </Typography.Title>
      <Card>
        <StudentStateNote state={state} />
        {row ? (
          <>
            <StudentHeader row={row} />
            <Form<Values>
              form={form}
              layout="vertical"
              name="student-record"
              onFinish={() => void save(form.getFieldsValue(true))}
              onValuesChange={(changed: Values) => {
                for (const name of followersOf(dependents, Object.keys(changed))) {
                  form.setFieldValue(name, null);
                }
                sameAs.onValuesChange(changed);
                if ('hasDisability' in changed && changed.hasDisability !== true) {
                  form.setFieldValue('disabilityGrade', null);
                }
              }}
            >
              {sections.map((section) => (
                <div key={section.title}>
                  <Typography.Title level={5}>{t(section.title)}</Typography.Title>
                  <Row gutter={16}>
                    {section.fields.map((name) => {
                      const spec = FIELDS[name];
                      if (name === 'dateOfBirth') {
                        return (
                          <BirthDateItem
                            key={name}
                            rules={rulesFor('dateOfBirth')}
                            onBsChange={(bs) => form.setFieldValue('dateOfBirthBs', bs)}
                          />
                        );
                      }
                      const waiting =
                        name in dependent.waiting ||
                        (name === 'disabilityGrade' && values.hasDisability !== true);
                      return [
                        sameAs.first === name ? (
                          <Col key={`same-as-${name}`} span={24}>
                            {sameAs.box}
                          </Col>
                        ) : null,
                        <Col key={name} xs={24} md={12} lg={8}>
                          <Form.Item
                            name={name}
                            label={t(shownLabel(spec))}
                            rules={rulesFor(name)}
                            validateFirst
                            valuePropName={spec.kind === 'flag' ? 'checked' : 'value'}
                            extra={dependent.waiting[name] ? t(dependent.waiting[name]) : undefined}
                          >
                            <FieldInput
                              field={{
                                name,
                                spec,
                                label: spec.label,
                                override: recordFieldOverride(
                                  name,
                                  values.programId,
                                  choices.programId,
                                ),
                              }}
                              disabled={waiting || sameAs.locked(name)}
                              choices={name in dependent.waiting ? [] : choices[name]}
                            />
                          </Form.Item>
                        </Col>,
                      ];
                    })}
                  </Row>
                  {section === sections[0] && derived.length > 0 ? (
                    <Descriptions
                      size="small"
                      column={{ xs: 1, md: 2 }}
                      style={{ marginBottom: 16 }}
                    >
                      {derived.map((name) => (
                        <Descriptions.Item key={name} label={t(FIELDS[name].label)}>
                          {derivedLabel(name)}
                        </Descriptions.Item>
                      ))}
                    </Descriptions>
                  ) : null}
                </div>
              ))}
              <Button type="primary" htmlType="submit" loading={saving}>
                {t(SAVE_TEXT)}
              </Button>
            </Form>
          </>
        ) : null}
      </Card>
    </div>
  );
}
