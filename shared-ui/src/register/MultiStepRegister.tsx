import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Alert, Button, Card, Form, Row, Space, Steps, Typography, type FormInstance } from 'antd';
import { QueuedWriteError } from '@hemis/shared-auth';
import { applyFieldErrors } from '../zodRules';
import { useNotice } from '../notices';
import { saveFailureOf } from '../resource/api';
import { PendingDocuments } from './PendingDocuments';
import { stepOfFieldIn } from './registerSteps';
import type { RegisterValues, ServerDraft } from './useServerDraft';
import { shownMessage, useCallerTexts } from '../i18n/format';

type FieldErrors = Record<string, string>;

/** A schema's safeParse answer, as far as a register reads it. */
type ParseResult =
  | { success: true; data: unknown }
  | {
      success: false;
      error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] };
    };

/**
 * The field errors of a multi-step register (the client's or the API's): the form moves to the
 * first step holding one (the last step for a field of no step, e.g. the photo), and they are shown once that step's inputs are on screen. `shownAs`
 * moves errors of fields without an input of their own onto the one that fills them.
 */
export function useStepErrors({
  form,
  draft,
  shownAs = (fields) => fields,
}: {
  form: FormInstance<RegisterValues>;
  draft: ServerDraft;
  shownAs?: (fields: FieldErrors) => FieldErrors;
}) {
  const notice = useNotice();
  const shown = useCallerTexts();
  const pendingErrors = useRef<FieldErrors | null>(null);
  const [errorsRound, setErrorsRound] = useState(0);
  const { step, setStep } = draft;
  useEffect(() => {
    if (!pendingErrors.current) return;
    applyFieldErrors(form, pendingErrors.current);
    pendingErrors.current = null;
  }, [form, errorsRound, step]);

  function showFieldErrors(errors: FieldErrors) {
    const fields = shownAs(errors);
    const names = Object.keys(fields);
    if (names.length === 0) return;
    pendingErrors.current = fields;
    setStep(Math.min(...names.map((name) => stepOfFieldIn(draft.register.steps, name))));
    setErrorsRound((round) => round + 1);
  }

  /**
   * The record to send, once every field in `names` passes the form's rules and the contract's
   * schema (`parse`, given the form's values); null, with the errors shown, when one fails.
   */
  async function checkedBody(
    names: readonly string[],
    parse: (raw: RegisterValues) => ParseResult,
  ): Promise<{ raw: RegisterValues; body: RegisterValues } | null> {
    const checked = await invalidFieldsOf(form, names);
    if (checked) {
      showFieldErrors(checked);
      return null;
    }
    const raw: RegisterValues = form.getFieldsValue(true);
    const parsed = parse(raw);
    if (!parsed.success) {
      showFieldErrors(issueFieldsOf(parsed.error.issues));
      return null;
    }
    const { data } = parsed;
    const body: RegisterValues = typeof data === 'object' && data !== null ? { ...data } : {};
    return { raw, body };
  }

  /** A refused save: its field errors on their step, and the conflict or failure notice. */
  function showSaveFailure(
    error: unknown,
    messages: { log: string; conflict: string; failure: string },
  ) {
    // The link is down: the write waits on the device; Submit again repeats that same write.
    if (error instanceof QueuedWriteError) {
      notice.info(shownMessage(error.message));
      return;
    }
    const failure = saveFailureOf(error);
    console.error(messages.log, error);
    showFieldErrors(failure.fields);
    notice.error(shown(failure.status === 409 ? messages.conflict : messages.failure));
  }

  return { showFieldErrors, checkedBody, showSaveFailure };
}

/** The first error of each invalid field among `names`, or null when all are valid. */
export function invalidFieldsOf(
  form: FormInstance<RegisterValues>,
  names: readonly string[],
): Promise<FieldErrors | null> {
  return form
    .validateFields([...names])
    .then(() => null)
    .catch((error: { errorFields?: { name: (string | number)[]; errors: string[] }[] }) => {
      const fields: FieldErrors = {};
      for (const field of error.errorFields ?? []) {
        fields[String(field.name[0])] = field.errors[0] ?? '';
      }
      return fields;
    });
}

/** A schema's issues as field errors (the first issue of each field). */
export function issueFieldsOf(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of issues) {
    const name = String(issue.path[0] ?? '');
    if (name && !fields[name]) fields[name] = issue.message;
  }
  return fields;
}

/**
 * A multi-step register's frame: the title, the "Draft restored" notice with Discard, the steps,
 * the form (named after the register) with the step's fields (`children`, in a grid; a change
 * marks the draft dirty, then goes to `onValuesChange`), the last step's pending documents and the Previous / Save draft / Next or Submit buttons.
 */
export function MultiStepRegister({
  draft,
  stepFields,
  saving,
  onSubmit,
  initialValues,
  onValuesChange,
  children,
  after,
}: {
  draft: ServerDraft;
  /** The fields checked before moving on from a step. */
  stepFields: (index: number) => readonly string[];
  saving: boolean;
  onSubmit: () => void;
  initialValues: RegisterValues;
  /** What else a change does (clears the district when the province changes). */
  onValuesChange: (changed: RegisterValues) => void;
  children: ReactNode;
  /** Anything outside the card (a confirmation dialog). */
  after?: ReactNode;
}) {
  const { step, register } = draft;
  const { texts } = register;
  // The register's texts (the kit's shared ones and its own title) and its steps' titles.
  const shown = useCallerTexts();
  const goTo = (next: number) => void draft.goTo(next, stepFields(step));
  return (
    <div data-testid={register.name}>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {shown(texts.title)}
      </Typography.Title>
      {draft.restored ? (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title={shown(texts.draftRestored)}
          action={
            <Button size="small" onClick={() => void draft.discardDraft()}>
              {shown(texts.discardDraft)}
            </Button>
          }
        />
      ) : null}
      <Steps
        current={step}
        size="small"
        style={{ marginBottom: 24 }}
        items={register.steps.map((item) => ({ title: shown(item.title) }))}
      />
      <Card>
        <Form<RegisterValues>
          form={draft.form}
          layout="vertical"
          name={register.name}
          initialValues={initialValues}
          onValuesChange={(changed: RegisterValues) => {
            draft.markDirty();
            onValuesChange(changed);
          }}
        >
          <Row gutter={16}>{children}</Row>
        </Form>
        {draft.last ? (
          <PendingDocuments
            types={register.documentTypes}
            selectWidth={register.documentSelectWidth}
            texts={texts}
            documents={draft.documents}
            onChange={draft.setDocuments}
          />
        ) : null}
        <Space style={{ marginTop: 24 }}>
          {step > 0 ? (
            <Button onClick={() => goTo(step - 1)}>{shown(texts.previous)}</Button>
          ) : null}
          {register.serverDraft === false ? null : (
            <Button onClick={() => void draft.saveDraft(step, false)}>
              {shown(texts.saveDraft)}
            </Button>
          )}
          {/* Keyed apart: after a refused submit, Next is a new button, not Submit reused with
              its loading icon still leaving (which would name it "loading Next"). */}
          {draft.last ? (
            <Button key="submit" type="primary" loading={saving} onClick={onSubmit}>
              {shown(texts.submit)}
            </Button>
          ) : (
            <Button key="next" type="primary" onClick={() => goTo(step + 1)}>
              {shown(texts.next)}
            </Button>
          )}
        </Space>
      </Card>
      {after}
    </div>
  );
}
