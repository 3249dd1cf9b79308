import { useCallback, useEffect, useRef, useState } from 'react';
import type { FormInstance } from 'antd';
import { apiClient, httpStatusOf } from '@hemis/shared-auth';
import { API_PATHS, type Draft } from '@hemis/shared-contracts';
import { useNotice } from '../notices';
import type { DocumentUpload } from '../documents/documentFiles';
import { uploadPendingDocuments, type PendingDocument } from './PendingDocuments';
import { REGISTER_DRAFT_INTERVAL_MS, type MultiStepRegisterSpec } from './registerSteps';
import { callerText } from '../i18n/format';

/** A register form's values (its fields differ from record kind to record kind). */
export type RegisterValues = Record<string, unknown>;

/** The values kept in a draft: everything but files. */
export function draftValues(values: RegisterValues): RegisterValues {
  const kept: RegisterValues = {};
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined || value instanceof Blob) continue;
    kept[name] = value;
  }
  return kept;
}

/** A value left blank (nothing, or only spaces), which a register does not send. */
export function isBlankValue(value: unknown): boolean {
  return (
    value === undefined || value === null || (typeof value === 'string' && value.trim() === '')
  );
}

/** The record to send: the values of `names` in their order, trimmed, leaving out blank ones. */
export function trimmedBody(raw: RegisterValues, names: readonly string[]): RegisterValues {
  const body: RegisterValues = {};
  for (const name of names) {
    const value = raw[name];
    if (isBlankValue(value)) continue;
    body[name] = typeof value === 'string' ? value.trim() : value;
  }
  return body;
}

export interface ServerDraftOptions {
  form: FormInstance<RegisterValues>;
  register: MultiStepRegisterSpec;
  /** A changed form is saved this often (and on every step change). */
  intervalMs?: number;
}

/**
 * The step of a multi-step register, its pending documents and its server draft: the draft left
 * on the server is put back when the form opens, a changed form is saved every `intervalMs` and
 * on each step change, and the clerk may discard it.
 */
export function useServerDraft({
  form,
  register,
  intervalMs = REGISTER_DRAFT_INTERVAL_MS,
}: ServerDraftOptions) {
  const { texts } = register;
  const path = API_PATHS.draft(register.name);
  const stepCount = register.steps.length;
  const onServer = register.serverDraft !== false;
  const notice = useNotice();
  const [step, setStep] = useState(0);
  const [restored, setRestored] = useState(false);
  const [documents, setDocuments] = useState<PendingDocument[]>([]);
  const dirty = useRef(false);
  const stepRef = useRef(0);
  useEffect(() => {
    stepRef.current = step;
  }, [step]);

  const saveDraft = useCallback(
    async (atStep: number, quiet = true) => {
      if (!onServer) return;
      const shown: RegisterValues = form.getFieldsValue(true);
      const body = { step: atStep, values: draftValues(shown) };
      try {
        // A draft is saved again on the next tick; one lost offline is not kept for later.
        await apiClient.put(path, body, { queueOffline: false });
        dirty.current = false;
        if (!quiet) notice.success(callerText(texts.draftSaved));
      } catch (error) {
        console.error('Saving the draft failed', error);
        if (!quiet) notice.error(callerText(texts.draftFailed));
      }
    },
    [form, notice, path, texts, onServer],
  );

  // The draft left on the server, if any, is put back when the form opens.
  useEffect(() => {
    if (!onServer) return undefined;
    let current = true;
    apiClient
      .get<Draft>(path)
      .then((response) => {
        if (!current || !response.data?.values) return;
        form.setFieldsValue(response.data.values);
        setStep(Math.min(Math.max(response.data.step, 0), stepCount - 1));
        setRestored(true);
      })
      .catch((error: unknown) => {
        if (httpStatusOf(error) !== 404) console.error('Loading the draft failed', error);
      });
    return () => {
      current = false;
    };
  }, [form, path, stepCount, onServer]);

  // A changed form is saved as a draft every intervalMs.
  useEffect(() => {
    const timer = setInterval(() => {
      if (dirty.current) void saveDraft(stepRef.current);
    }, intervalMs);
    return () => clearInterval(timer);
  }, [saveDraft, intervalMs]);

  async function discardDraft() {
    if (!onServer) {
      startOver();
      return;
    }
    try {
      await apiClient.delete(path);
    } catch (error) {
      if (httpStatusOf(error) !== 404) console.error('Discarding the draft failed', error);
    }
    startOver();
    dirty.current = false;
  }

  /** An empty form on the first step, with no documents (after a discard or a registration). */
  function startOver() {
    form.resetFields();
    setDocuments([]);
    setRestored(false);
    setStep(0);
  }

  /** Moves to another step; forward only once this step's fields (`stepFields`) are valid. */
  async function goTo(next: number, stepFields: readonly string[]) {
    if (next > step) {
      const valid = await form
        .validateFields([...stepFields])
        .then(() => true)
        .catch(() => false);
      if (!valid) return;
    }
    setStep(next);
    void saveDraft(next);
  }

  /**
   * The record is created: its pending documents are uploaded, its draft goes (quietly, whatever
   * the answer), and the clerk is told, with the documents that could not be uploaded.
   */
  async function finishRegister({
    upload,
    created,
  }: {
    upload: (document: DocumentUpload) => Promise<unknown>;
    created: string;
  }) {
    const failedUploads = await uploadPendingDocuments(documents, upload);
    if (onServer) await apiClient.delete(path).catch(() => undefined);
    dirty.current = false;
    notice.success(callerText(created));
    if (failedUploads.length > 0) {
      notice.error(`${callerText(texts.documentsUploadFailed)} ${failedUploads.join(', ')}`);
    }
  }

  return {
    form,
    register,
    step,
    /** Moves to a step without checking (to the step of a field the API refused). */
    setStep,
    documents,
    setDocuments,
    last: step === stepCount - 1,
    restored,
    startOver,
    /** A value changed outside antd's onValuesChange (e.g. the BS date beside the AD one). */
    markDirty: () => {
      dirty.current = true;
    },
    saveDraft,
    discardDraft,
    goTo,
    finishRegister,
  };
}

export type ServerDraft = ReturnType<typeof useServerDraft>;
