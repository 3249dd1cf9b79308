import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Button, Col, Divider, Form, Row, Space } from 'antd';
import type { FormRule } from 'antd';
import { shownLabel } from '@hemis/shared-contracts';
import { applyFieldErrors, zodRules } from '../zodRules';
import { useNotice } from '../notices';
import { useKeyed } from '../useKeyed';
import { QueuedWriteError, submissionKey } from '@hemis/shared-auth';
import { resourceApi, saveFailureOf } from './api';
import { useReferenceRows } from './useResourceList';
import { referencedRow } from './display';
import { rowLabel } from './row';
import { dependentState, followersOf, useSameAs } from './dependent';
import { FieldInput } from './FieldInput';
import { FileInput, uploadRule } from './uploadInput';
import type {
  FailureMessage,
  FormView,
  ResolvedField,
  ResolvedResource,
  ResourceRow,
} from './types';
import { kitTexts } from '../i18n';
import { callerText, shownMessage, useCallerTexts } from '../i18n/format';

export interface ResourceFormProps {
  resource: ResolvedResource;
  /** create: the add form; edit: the same form in the edit dialog (createOnly fields locked). */
  mode: 'create' | 'edit';
  /** The row being edited. */
  initial?: ResourceRow;
  /** Rows behind each reference field (from useReferenceRows). */
  referenceRows: Record<string, ResourceRow[] | undefined>;
  /** After a successful save (the notice is already shown). */
  onSaved?: (row: ResourceRow | null) => void;
  onCancel?: () => void;
}

/**
 * A failure notice in the current language: a fixed text as its catalogue has it, one built from
 * the cause (the API's message) through its template, the cause translated too.
 */
export function failureText(
  message: FailureMessage,
  cause: string,
  mode: 'create' | 'edit' = 'create',
): string {
  return typeof message === 'function' ? shownMessage(message(cause, mode)) : callerText(message);
}

/** Words under a field: a declared hint (a text), or one built from the form's values. */
function hintText(hint: ReactNode): ReactNode {
  return typeof hint === 'string' ? shownMessage(hint) : hint;
}

function isEmpty(value: unknown): boolean {
  return (
    value === undefined || value === null || (typeof value === 'string' && value.trim() === '')
  );
}

/**
 * The one form of a resource: the add form and, in the edit dialog, the same component with the
 * row's values. Client validation comes from the contract's createSchema (zodRules); values are
 * trimmed and parsed by the contract's schemas before they are sent.
 */
export function ResourceForm({
  resource,
  mode,
  initial,
  referenceRows,
  onSaved,
  onCancel,
}: ResourceFormProps) {
  const { contract, formFields, formColumns, messages } = resource;
  const [form] = Form.useForm<Record<string, unknown>>();
  const notice = useNotice();
  const t = kitTexts.useTexts();
  const said = useCallerTexts();
  const [saving, setSaving] = useState(false);
  // One key per submit: pressing Submit again after a dropped link repeats the same write.
  const [submission] = useState(submissionKey);
  const api = useMemo(() => resourceApi(contract), [contract]);
  const rules = useMemo(() => zodRules(contract.createSchema), [contract]);
  const watched: Record<string, unknown> | undefined = Form.useWatch([], { form, preserve: true });

  const initialValues = useMemo(() => {
    const values: Record<string, unknown> = {};
    for (const field of formFields) {
      if (mode === 'edit' && initial) values[field.name] = initial[field.name] ?? null;
      else if (field.spec.kind === 'status') values[field.name] = true;
      else if (field.spec.kind === 'flag') values[field.name] = false;
    }
    return values;
  }, [formFields, initial, mode]);

  const current = watched ?? initialValues;
  // Dependent choices: loaded for the other field's current value; none while it is empty.
  const dependents = useMemo(
    () => Object.fromEntries(formFields.map((field) => [field.name, field.override.dependsOn])),
    [formFields],
  );
  const { paths: dependentPaths, waiting } = dependentState(dependents, current);
  const sameAs = useSameAs(
    form,
    Object.fromEntries(formFields.map((field) => [field.name, field.spec])),
    formFields.map((field) => field.name),
    mode === 'edit' ? initial : null,
  );
  const dependentRows = useReferenceRows(dependentPaths);
  // The row chosen in each searched reference (its rows are not loaded with the form).
  const [picked, setPicked] = useState<Record<string, ResourceRow | null>>({});
  const loadedChoices = (name: string): ResourceRow[] | undefined => {
    const chosen = picked[name];
    if (name in picked) return chosen ? [chosen] : [];
    return name in waiting
      ? []
      : name in dependentPaths
        ? dependentRows[name]
        : referenceRows[name];
  };

  const viewOf = (values: Record<string, unknown>): FormView => ({
    mode,
    values,
    ref: (name) => {
      const field = resource.fields[name];
      if (!field) return undefined;
      return referencedRow(field, values[name], loadedChoices(name), initial);
    },
  });
  const view = viewOf(current);
  const choicesFor = (name: string): ResourceRow[] | undefined => {
    const rows = loadedChoices(name);
    const keep = resource.fields[name]?.override.choiceFilter;
    return rows && keep ? rows.filter((row) => keep(row, view)) : rows;
  };
  // A hidden field is off too: cleared, not validated, sent as null.
  const shown: Record<string, boolean> = {};
  const enabled: Record<string, boolean> = {};
  for (const field of formFields) {
    const inForm = field.override.shown ? field.override.shown(view) : true;
    shown[field.name] = inForm;
    enabled[field.name] = inForm && (field.override.enabled ? field.override.enabled(view) : true);
  }
  const enabledFlags = useKeyed(enabled);

  // A dependent field that is switched off is cleared (subject: Year or Semester).
  useEffect(() => {
    for (const [name, on] of Object.entries(enabledFlags.value)) {
      if (!on && !isEmpty(form.getFieldValue(name))) form.setFieldValue(name, null);
    }
  }, [enabledFlags, form]);

  function rulesFor(field: ResolvedField): FormRule[] {
    if (!enabled[field.name]) return [];
    const own = [...rules(field.name)];
    const { check } = field.override;
    if (check) {
      // Run over the values as they are when the rule runs (the change being checked included).
      own.push(({ getFieldsValue }) => ({
        validator: async (_rule, value: unknown) => {
          const all: Record<string, unknown> = getFieldsValue(true);
          const message = check(viewOf({ ...all, [field.name]: value }));
          if (message) throw new Error(shownMessage(message));
        },
      }));
    }
    if (field.override.required) {
      return [{ required: true, message: said(field.override.required) }, ...own];
    }
    return own;
  }

  async function submit(raw: Record<string, unknown>) {
    const values: Record<string, unknown> = {};
    for (const field of formFields) {
      if (mode === 'edit' && field.spec.createOnly) continue;
      const value = enabled[field.name] ? raw[field.name] : null;
      values[field.name] = isEmpty(value) ? null : typeof value === 'string' ? value.trim() : value;
      if (mode === 'create' && values[field.name] === null) delete values[field.name];
    }
    if (mode === 'create') {
      // A fixed value the server keeps itself (read-only, e.g. a routine's exam) only filters the list.
      for (const [name, value] of Object.entries(resource.fixed)) {
        if (!contract.fields[name]?.readOnly) values[name] = value;
      }
    }
    const schema = mode === 'create' ? contract.createSchema : contract.updateSchema;
    const parsed = schema.safeParse(values);
    if (!parsed.success) {
      const fields: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const name = String(issue.path[0] ?? '');
        if (name && !fields[name]) fields[name] = issue.message;
      }
      applyFieldErrors(form, fields);
      return;
    }
    const body: Record<string, unknown> = { ...parsed.data };
    let withFiles = false;
    for (const upload of resource.uploads) {
      const file = raw[upload.name];
      if (file instanceof File) {
        body[upload.name] = file;
        withFiles = true;
      }
    }
    const multipart = withFiles || (mode === 'create' && resource.multipart);
    setSaving(true);
    const sending = { multipart, idempotencyKey: submission.current() };
    try {
      let saved: ResourceRow | null;
      if (mode === 'create') {
        saved = await api.create(body, sending);
        notice.success(said(messages.created));
        form.resetFields();
      } else {
        if (!initial) throw new Error('No row to update');
        saved = await api.update(initial.id, body, sending);
        notice.success(said(messages.updated));
      }
      submission.settle();
      setSaving(false);
      onSaved?.(saved ?? null);
    } catch (error) {
      setSaving(false);
      submission.settle(error);
      if (error instanceof QueuedWriteError) {
        // Kept on the device and sent when the link is back (the header lists it): done here,
        // and the next entry is a new write.
        submission.renew();
        notice.info(shownMessage(error.message));
        if (mode === 'create') form.resetFields();
        onSaved?.(null);
        return;
      }
      const failure = saveFailureOf(error);
      console.error(`Saving ${contract.path} failed`, error);
      applyFieldErrors(form, failure.fields);
      if (failure.status === 409) {
        notice.error(
          messages.conflictFailure
            ? failureText(messages.conflictFailure, failure.cause, mode)
            : said(messages.conflict),
        );
        return;
      }
      notice.error(
        failureText(
          mode === 'create' ? messages.addFailure : messages.updateFailure,
          failure.cause,
          mode,
        ),
      );
    }
  }

  const unit = 24 / formColumns;
  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={initialValues}
      onFinish={(values) => void submit(values)}
      onValuesChange={(changed: Record<string, unknown>) => {
        // A new value of the field a choice depends on clears that choice (it belonged to the old one).
        for (const name of followersOf(dependents, Object.keys(changed))) {
          form.setFieldValue(name, null);
        }
        sameAs.onValuesChange(changed);
      }}
      data-testid={`resource-form-${mode}`}
      name={`${contract.name}-${mode}`}
    >
      <Row gutter={16}>
        {formFields.map((field) => {
          if (!shown[field.name]) return null;
          const locked = mode === 'edit' && field.spec.createOnly === true;
          const span =
            field.spec.kind === 'longText' && !field.override.span
              ? 24
              : Math.min(24, unit * (field.override.span ?? 1));
          const section = resource.sections[field.name];
          return [
            section ? (
              <Col key={`section-${field.name}`} span={24}>
                <Divider titlePlacement="start" plain>
                  {said(section)}
                </Divider>
              </Col>
            ) : null,
            sameAs.first === field.name ? (
              <Col key={`same-as-${field.name}`} span={24}>
                {sameAs.box}
              </Col>
            ) : null,
            <Col key={field.name} xs={24} md={Math.max(span, 12)} lg={span}>
              <Form.Item
                name={field.name}
                label={said(shownLabel({ kind: field.spec.kind, label: field.label }))}
                rules={rulesFor(field)}
                // One message a field: the contract's rule and a check may say the same thing.
                validateFirst
                valuePropName={field.spec.kind === 'flag' ? 'checked' : 'value'}
                extra={
                  (waiting[field.name] ? said(waiting[field.name] ?? '') : null) ||
                  hintText(field.override.hint?.(view)) ||
                  undefined
                }
              >
                <FieldInput
                  field={field}
                  disabled={
                    locked ||
                    !enabled[field.name] ||
                    field.name in waiting ||
                    sameAs.locked(field.name)
                  }
                  choices={choicesFor(field.name)}
                  onPick={(row: ResourceRow | null) =>
                    setPicked((current) => ({ ...current, [field.name]: row }))
                  }
                  currentLabel={rowLabel(initial, field.name)}
                />
              </Form.Item>
            </Col>,
          ];
        })}
        {resource.uploads.map((upload) => (
          <Col key={upload.name} xs={24} md={12} lg={Math.max(unit, 8)}>
            <Form.Item
              name={upload.name}
              label={said(upload.label)}
              rules={[uploadRule(upload.label, upload.spec, resource.uploadMessages)]}
            >
              <FileInput upload={upload} current={initial?.[upload.name]} />
            </Form.Item>
          </Col>
        ))}
      </Row>
      <Space>
        <Button type="primary" htmlType="submit" loading={saving}>
          {t(mode === 'create' ? 'Submit' : 'Update')}
        </Button>
        {mode === 'create' ? (
          <Button htmlType="button" onClick={() => form.resetFields()}>
            {t('Reset')}
          </Button>
        ) : (
          <Button htmlType="button" onClick={onCancel}>
            {t('Cancel')}
          </Button>
        )}
      </Space>
    </Form>
  );
}
