import { useMemo, useState } from 'react';
import type { FormInstance, FormRule } from 'antd';
import type { z } from 'zod';
import { apiClient, submissionKey } from '@hemis/shared-auth';
import type { FieldSpec } from '@hemis/shared-contracts';
import { zodRules } from '../zodRules';
import { toFormData } from '../resource/api';
import {
  dependentFieldsOf,
  dependentState,
  followersOf,
  referencePathsOf,
  useSameAs,
} from '../resource/dependent';
import type { DependentState, SameAs } from '../resource/dependent';
import { useReferenceRows } from '../resource/useResourceList';
import type { ResourceRow } from '../resource/types';
import { uploadDocument, type DocumentUpload } from '../documents/documentFiles';
import { useStepErrors } from './MultiStepRegister';
import type { MultiStepRegisterSpec } from './registerSteps';
import type { PendingDocument } from './PendingDocuments';
import { useServerDraft, type RegisterValues, type ServerDraft } from './useServerDraft';

/** What a register reads of a record's contract. */
export interface RecordContract {
  fields: Readonly<Record<string, FieldSpec>>;
  createSchema: z.ZodType;
  path: string;
  messages: { conflict: string };
}

export interface RecordRegisterOptions<Field extends string> {
  form: FormInstance<RegisterValues>;
  /** The record's contract: its fields, create rules and path. */
  contract: RecordContract;
  /** The register: its name (and draft), steps and texts. */
  register: MultiStepRegisterSpec<Field>;
  /** The fields this user fills in (the others of the steps are left out). */
  shown: ReadonlySet<Field>;
  /** The form's current values. */
  values: RegisterValues;
  /**
   * Where a reference field's choices are read when not at `/<Resource>` (the campuses of the
   * chosen university), or null while there are none to read (no faculty chosen yet). The
   * contract's dependent fields follow their field by themselves.
   */
  references?: Readonly<Record<string, string | null>>;
  /** Moves errors of fields without an input of their own onto the one that fills them. */
  shownAs?: (fields: Record<string, string>) => Record<string, string>;
}

/** How a register saves its record (`save`). */
export interface RecordSave {
  /** The file inputs of the last step sent with the record (a photo, a signature). */
  uploads: readonly string[];
  /** The body checked by the contract and sent, from the form's values. */
  bodyOf: (raw: RegisterValues) => RegisterValues;
  /** Asked after the checks, before sending (a likely duplicate); false: nothing is sent. */
  confirm?: (body: RegisterValues) => Promise<boolean>;
  /** Where the documents chosen on the last step go for the new record's id. */
  documentsPath: (id: number) => string;
  /** The success notice, the failure notice (not a conflict) and the failure's log line. */
  messages: { created: string; failure: string; log: string };
  /** After the record and its documents are saved. */
  saved: (body: RegisterValues) => void;
  /**
   * Sends the checked record another way than POST to the contract's path and the documents
   * after it (an online enrolment application sends both at once).
   */
  send?: (body: RegisterValues, raw: RegisterValues, documents: PendingDocument[]) => Promise<void>;
}

export interface RecordRegister<Field extends string> {
  /** The server draft and the current step. */
  draft: ServerDraft;
  /** While the record is being sent. */
  saving: boolean;
  /**
   * Checks every shown field (on its step) and the contract's rules, then POSTs the record and
   * uploads its documents; a refusal shows its field errors on their steps and its notice.
   */
  save: (how: RecordSave) => Promise<void>;
  /** The contract's create rules of a field (red asterisk and message). */
  rules: (name: string) => FormRule[];
  /** The loaded choices of each reference and dependent field. */
  rows: Record<string, ResourceRow[] | undefined>;
  /** The dependent fields (an address's district and local level) for the current values. */
  dependent: DependentState;
  /** The "Same as permanent address" box of the form. */
  sameAs: SameAs;
  /** The shown fields of one step. */
  stepFields: (index: number) => Field[];
  /** Every shown field, step by step. */
  shownFields: () => Field[];
  /** Call from the form's onValuesChange: empties the followers of a change, copies "same as". */
  onValuesChange: (changed: RegisterValues) => void;
  /** What the MultiStepRegister of this record takes from it: its draft, steps and saving. */
  stepProps: { draft: ServerDraft; stepFields: (index: number) => Field[]; saving: boolean };
}

/**
 * What a multi-step register of a person's record (student-register, employee-register) does
 * alike: the contract's rules, the reference choices, the dependent address fields and the "same
 * as" box, and the fields of each step this user fills in.
 */
export function useRecordRegister<Field extends string>({
  form,
  contract,
  register,
  shown,
  values,
  references = {},
  shownAs,
}: RecordRegisterOptions<Field>): RecordRegister<Field> {
  const { steps } = register;
  const draft = useServerDraft({ form, register });
  const { checkedBody, showSaveFailure } = useStepErrors({ form, draft, shownAs });
  const [saving, setSaving] = useState(false);
  // One key per submit: Register pressed again after a dropped link repeats the same write.
  const [submission] = useState(submissionKey);
  const rules = useMemo(() => zodRules(contract.createSchema), [contract]);
  const names = [...shown];
  const dependents = dependentFieldsOf(contract.fields, names);
  const dependent = dependentState(dependents, values);
  const paths: Record<string, string> = { ...referencePathsOf(contract.fields, names) };
  for (const [name, path] of Object.entries(references)) {
    if (path === null) delete paths[name];
    else if (names.some((known) => known === name)) paths[name] = path;
  }
  const rows = useReferenceRows({ ...paths, ...dependent.paths });
  const sameAs = useSameAs(form, contract.fields, names);
  const stepFields = (index: number) =>
    (steps[index]?.fields ?? []).filter((name) => shown.has(name));
  const shownFields = () => steps.flatMap((_step, index) => stepFields(index));

  async function save(how: RecordSave) {
    const checked = await checkedBody([...shownFields(), ...how.uploads], (raw) =>
      contract.createSchema.safeParse(how.bodyOf(raw)),
    );
    if (!checked) return;
    const { raw, body } = checked;
    setSaving(true);
    try {
      if (how.confirm && !(await how.confirm(body))) return;
      if (how.send) {
        await how.send(body, raw, draft.documents);
      } else {
        const { id } = await postRecord(contract, body, raw, how.uploads, submission.current());
        await draft.finishRegister({
          upload: (document: DocumentUpload) => uploadDocument(how.documentsPath(id), document),
          created: how.messages.created,
        });
      }
      submission.settle();
      how.saved(body);
    } catch (error) {
      submission.settle(error);
      showSaveFailure(error, {
        log: how.messages.log,
        conflict: contract.messages.conflict,
        failure: how.messages.failure,
      });
    } finally {
      setSaving(false);
    }
  }

  return {
    stepProps: { draft, stepFields, saving },
    draft,
    saving,
    save,
    rules,
    rows,
    dependent,
    sameAs,
    stepFields,
    shownFields,
    onValuesChange(changed) {
      for (const name of followersOf(dependents, Object.keys(changed))) {
        form.setFieldValue(name, null);
      }
      sameAs.onValuesChange(changed);
    },
  };
}

/**
 * POSTs a new record to its contract's path: multipart with the files of `uploads` chosen in the
 * form's `raw` values, else JSON. Answers the created row.
 */
export async function postRecord(
  contract: Pick<RecordContract, 'path'>,
  body: RegisterValues,
  raw: RegisterValues,
  uploads: readonly string[],
  idempotencyKey?: string,
): Promise<ResourceRow> {
  const files = uploads.filter((name) => raw[name] instanceof File);
  const sent: RegisterValues = { ...body };
  for (const name of files) sent[name] = raw[name];
  const response = await apiClient.post<ResourceRow>(
    contract.path,
    files.length > 0 ? toFormData(sent) : sent,
    idempotencyKey ? { headers: { 'Idempotency-Key': idempotencyKey } } : {},
  );
  return response.data;
}
