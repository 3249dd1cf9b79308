/**
 * The writes of one resource: a create or update body read once per request (multipart parts,
 * the client's names, strict conversion by field kind, then the contract's schema), the server's
 * checks (owner, references, duplicates the owner's list would show, the resource's validate),
 * and the write with its audit_log row in one transaction; a soft delete unless live rows still
 * use the record. Each write drops the resource's kept reference labels.
 */
import { and, eq, getTableName, isNull, ne, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { CAMPUS_MESSAGES, INPUT_MESSAGES, MESSAGES } from '@hemis/shared-contracts';
import { auditLog } from '../../db/schema';
import { norm, uniqueEachIndexName } from '../../db/schema/resource-table';
import type { ScopeFilter } from '../../plugins/auth';
import type { HttpError } from '../errors';
import { isRecord } from '../is-record';
import {
  badRequest,
  conflict,
  forbidden,
  isUniqueViolation,
  notFound,
  pgConstraint,
} from '../errors';
import { emptyTextToNull, normaliseValues, readMultipart, type UploadedFile } from './input';
import { isText } from './list-query';
import type { OwnershipSpec, ResourceOwnership } from './ownership';
import { recordUses } from './references';
import { plain, sameValue } from './rows';
import { readCondition, writeCondition } from './scope';
import type { ResourceUploads } from './uploads';
import type { PreparedRecord, ResourceOptions, Row, Tx, WriteContext, WriteInput } from './types';

/** What the writes need: the resource as its ownership sees it, and the parts they call. */
export interface WritesSpec extends Omit<OwnershipSpec, 'ownRows'> {
  ownership: ResourceOwnership;
  uploads: ResourceUploads;
  options: Pick<
    ResourceOptions,
    'validate' | 'beforeWrite' | 'beforeDelete' | 'afterWrite' | 'clientInput' | 'prepareInput'
  >;
  /** After a committed write (the kept labels of the resource go). */
  written: (id: number) => void;
}

export interface ResourceWrites {
  /** The body of a create or update: multipart parts and files, converted by field kind. */
  readInput(request: FastifyRequest): Promise<WriteInput>;
  /**
   * Everything the create route checks (schema, owner, references, duplicates, the resource's
   * rules), and the files stored; nothing is written to the database. Discard the files with
   * `uploads.discard(prepared.files)` if the record is never inserted.
   */
  prepareCreate(scope: ScopeFilter, input: WriteInput): Promise<PreparedRecord>;
  /** Inserts a prepared record (and its audit row) in the caller's transaction. */
  insertPrepared(tx: Tx, scope: ScopeFilter, prepared: PreparedRecord): Promise<Row>;
  /** Adds a row (the input checked against the create schema here); answers the stored record. */
  create(scope: ScopeFilter, input: WriteInput): Promise<Row>;
  /** Changes the row `id` the scope may change (checked against the update schema here). */
  update(scope: ScopeFilter, id: number, input: WriteInput): Promise<Row>;
  /** Soft-deletes the row `id`: 409 naming what still uses it. */
  remove(scope: ScopeFilter, id: number): Promise<void>;
}

/** A body that failed its schema, answered like fastify's own validation (400 with fields). */
class BodyValidationError extends Error {
  readonly statusCode = 400;
  readonly validationContext = 'body';
  constructor(readonly validation: unknown[]) {
    super(MESSAGES.http.badRequest);
  }
}

/** Checks a body against a zod schema as the route's validation would (its parsed value). */
function bodyChecker(schema: z.ZodType): (data: unknown) => Row {
  const check = validatorCompiler({ schema, method: 'POST', url: '', httpPart: 'body' });
  return (data) => {
    // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- fastify-type-provider-zod's validator answers an untyped { value } or { error }
    const result = check(data) as { value?: unknown; error?: unknown[] };
    if (result.error) throw new BodyValidationError(result.error);
    // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- the value is the zod schema's parse of a resource body: an object of its fields
    return result.value as Row;
  };
}

/** A body with the client's names for values translated and its extra keys left out. */
export function fromClientNames(
  values: Row,
  { names = {}, ignoredKeys = [] }: NonNullable<ResourceOptions['clientInput']>,
): Row {
  const out: Row = {};
  for (const [key, value] of Object.entries(values)) {
    if (ignoredKeys.includes(key)) continue;
    const named =
      typeof value === 'string' ? names[key]?.get(value.trim().toLowerCase()) : undefined;
    out[key] = named ?? value;
  }
  return out;
}

/** Field messages of a failed zod parse. */
export function zodFields(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const name = issue.path.join('.') || '_';
    fields[name] ??= issue.message;
  }
  return fields;
}

export function createWrites(spec: WritesSpec): ResourceWrites {
  const { db, contract, table, column, owners, registry, ownership, uploads, options } = spec;
  const idColumn = column('id');
  const deletedAt = column('deletedAt');
  const usesOf = recordUses(table, registry);
  const referenceFields = Object.entries(contract.fields).filter(([, field]) => {
    return field.kind === 'reference';
  });
  const checkCreate = bodyChecker(contract.createSchema);
  const checkUpdate = bodyChecker(contract.updateSchema);

  async function readInput(request: FastifyRequest): Promise<WriteInput> {
    const raw: unknown = request.body;
    if (!isRecord(raw)) return { values: raw, files: [] };
    let values: Row = { ...raw };
    let files: UploadedFile[] = [];
    const form = request.isMultipart();
    if (form) ({ values, files } = await readMultipart(contract, values));
    if (options.clientInput) values = fromClientNames(values, options.clientInput);
    values = normaliseValues(contract, values, form);
    return { values: options.prepareInput ? options.prepareInput(values) : values, files };
  }

  /**
   * The unique fields also hold across the levels an institution's lists show together: a row
   * may not take a name its owner already reads (a campus: its university's and the national
   * rows; a university: its campuses' and the national rows; the commission: every row), as
   * each of those owners' lists would show it twice (the unique index holds within one owner).
   * The same check on create and on update (a rename), with the contract's conflict message.
   */
  async function checkListDuplicate(values: Row, exceptId: number | null): Promise<void> {
    if (contract.ownership !== 'institution' || contract.unique.length === 0) return;
    if (contract.nearerOwnerOverrides) return;
    const universityId = typeof values.universityId === 'number' ? values.universityId : null;
    const campusId = typeof values.campusId === 'number' ? values.campusId : null;
    const owner = { universityId, campusId, userId: 0 };
    const ownerReads =
      campusId !== null
        ? readCondition('institution', owners, { ...owner, kind: 'campus' })
        : universityId !== null
          ? readCondition('institution', owners, { ...owner, kind: 'university' })
          : undefined;
    const sameValues = contract.unique.map((name) => {
      const value = values[name];
      const field = contract.fields[name];
      if (value === null || value === undefined) return isNull(column(name));
      return field && isText(field)
        ? sql`${norm(column(name))} = ${norm(sql`${String(value)}::text`)}`
        : eq(column(name), value);
    });
    const [clash] = await db
      .select({ id: idColumn })
      .from(table)
      .where(
        and(
          isNull(deletedAt),
          ownerReads,
          ...sameValues,
          exceptId === null ? undefined : ne(idColumn, exceptId),
        ),
      )
      .limit(1);
    if (clash) throw conflictError();
  }

  /** Each reference must name a live row the caller may see. */
  async function checkReferences(values: Row, scope: ScopeFilter): Promise<void> {
    const fields: Record<string, string> = {};
    for (const [name, field] of referenceFields) {
      const value = values[name];
      if (typeof value !== 'number' || field.kind !== 'reference') continue;
      const target = registry.get(field.resource);
      if (!target) continue;
      const [found] = await db
        .select({ id: target.id })
        .from(target.table)
        .where(
          and(
            eq(target.id, value),
            target.deletedAt ? isNull(target.deletedAt) : undefined,
            target.visible?.(scope),
          ),
        )
        .limit(1);
      if (!found) fields[name] = `${field.label} was not found`;
    }
    if (Object.keys(fields).length > 0) throw badRequest(MESSAGES.http.badRequest, fields);
  }

  function conflictError(error?: unknown): HttpError {
    const constraint = pgConstraint(error);
    const tableName = getTableName(table);
    for (const [name, message] of Object.entries(contract.uniqueEach)) {
      if (constraint === uniqueEachIndexName(tableName, name)) {
        return conflict(message, { [name]: message });
      }
    }
    const field =
      contract.unique.find((name) => {
        const unique = contract.fields[name];
        return unique ? isText(unique) : false;
      }) ?? contract.unique[0];
    return conflict(
      contract.messages.conflict,
      field ? { [field]: contract.messages.conflict } : undefined,
    );
  }

  async function audit(
    tx: Tx,
    userId: number,
    action: 'create' | 'update' | 'delete',
    id: number,
    detail: Row,
  ): Promise<void> {
    await tx.insert(auditLog).values({
      userId,
      action,
      entity: contract.name,
      entityId: String(id),
      detail,
    });
  }

  async function prepareCreate(scope: ScopeFilter, input: WriteInput): Promise<PreparedRecord> {
    const body = checkCreate(input.values);
    uploads.checkRequired(input.files);
    const checked = emptyTextToNull(contract, body);
    const owner = await ownership.ownerValues(scope, checked);
    const values = { ...checked, ...owner };
    await checkReferences(values, scope);
    await checkListDuplicate(values, null);
    const context: WriteContext = { db, scope, values, existing: null, changes: values };
    const extra = (await options.validate?.(context)) ?? {};
    Object.assign(values, extra);
    return { values, files: uploads.store(input.files) };
  }

  async function insertPrepared(tx: Tx, scope: ScopeFilter, prepared: PreparedRecord) {
    const { values, files } = prepared;
    await options.beforeWrite?.({ db: tx, scope, values, existing: null, changes: values });
    const userId = scope.userId;
    const [inserted]: Row[] = await tx
      .insert(table)
      .values({ ...values, ...files.stored, createdBy: userId, updatedBy: userId })
      .returning();
    if (!inserted) throw new Error('insert returned nothing');
    await audit(tx, userId, 'create', Number(inserted.id), {
      fields: Object.keys({ ...values, ...files.stored }),
      values: { ...values, ...files.stored },
    });
    return inserted;
  }

  async function create(scope: ScopeFilter, input: WriteInput): Promise<Row> {
    const prepared = await prepareCreate(scope, input);
    let record: Row;
    try {
      record = await db.transaction((tx) => insertPrepared(tx, scope, prepared));
    } catch (error) {
      uploads.discard(prepared.files);
      if (isUniqueViolation(error)) throw conflictError(error);
      throw error;
    }
    spec.written(Number(record.id));
    return record;
  }

  async function update(scope: ScopeFilter, id: number, input: WriteInput): Promise<Row> {
    const existing = await ownership.writableRow(id, scope);
    let sent = input.values;
    if (isRecord(sent)) {
      const body: Row = { ...sent };
      // A locked field sent back unchanged (the edit dialog's program) is not a change.
      for (const [name, field] of Object.entries(contract.fields)) {
        if (field.createOnly && name in body && sameValue(body[name], existing[name])) {
          delete body[name];
        }
      }
      sent = body;
    }
    const patch = emptyTextToNull(contract, checkUpdate(sent));
    if (contract.ownership === 'university' && 'universityId' in patch) {
      // A university's row always names its university, as on create (a campus, with its
      // users, students and staff, would fall out of every university's reach).
      if (patch.universityId === null) {
        throw badRequest(MESSAGES.http.badRequest, {
          universityId: CAMPUS_MESSAGES.universityRequired,
        });
      }
      // The owner of a row moves only by a nation role.
      if (!sameValue(patch.universityId, existing.universityId) && scope.kind !== 'nation') {
        throw forbidden();
      }
    }
    const current: Row = {};
    for (const [name, field] of Object.entries(contract.fields)) {
      // What the server alone sets is not part of the body the merged row is checked as.
      if (!field.readOnly) current[name] = plain(existing[name]);
    }
    const merged = { ...current, ...patch };
    const checked = contract.createSchema.safeParse(merged);
    if (!checked.success) throw badRequest(MESSAGES.http.badRequest, zodFields(checked.error));
    const changes: Row = {};
    for (const [name, value] of Object.entries(patch)) {
      if (!sameValue(value, existing[name])) changes[name] = value;
    }
    await checkReferences(changes, scope);
    if (contract.unique.some((name) => name in changes)) {
      await checkListDuplicate({ ...existing, ...merged }, id);
    }
    const context: WriteContext = { db, scope, values: merged, existing, changes };
    const extra = (await options.validate?.(context)) ?? {};
    for (const [name, value] of Object.entries(extra)) {
      if (!sameValue(value, existing[name])) changes[name] = value;
    }
    const files = uploads.store(input.files);
    Object.assign(changes, files.stored);
    const userId = scope.userId;
    let record: Row;
    try {
      record = await db.transaction(async (tx) => {
        if (Object.keys(changes).length === 0) return existing;
        await options.beforeWrite?.({ ...context, db: tx });
        const [updated]: Row[] = await tx
          .update(table)
          .set({ ...changes, updatedAt: new Date(), updatedBy: userId })
          .where(eq(idColumn, id))
          .returning();
        if (!updated) throw notFound(`${contract.title} not found.`);
        const diff: Record<string, [unknown, unknown]> = {};
        for (const [name, value] of Object.entries(changes)) {
          diff[name] = [plain(existing[name]), plain(value)];
        }
        await audit(tx, userId, 'update', id, { fields: Object.keys(changes), changes: diff });
        return updated;
      });
    } catch (error) {
      uploads.discard(files);
      if (isUniqueViolation(error)) throw conflictError(error);
      throw error;
    }
    if (Object.keys(changes).length > 0) spec.written(id);
    // The files this change replaced are gone (a link to them answered 404 already).
    uploads.removeReplaced(existing, record, files);
    return record;
  }

  async function remove(scope: ScopeFilter, id: number): Promise<void> {
    const existing = await ownership.findVisible(id, scope);
    if (!existing) throw notFound(`${contract.title} not found.`);
    const writable = writeCondition(contract.ownership, owners, scope);
    if (writable === null) throw forbidden();
    const userId = scope.userId;
    await db.transaction(async (tx) => {
      await options.beforeDelete?.({ db: tx, existing, scope });
      // A record others still use stays: the answer names what uses it.
      const uses = await usesOf(tx, id);
      if (uses.length > 0) throw conflict(INPUT_MESSAGES.stillUsed(contract.title, uses));
      const done = await tx
        .update(table)
        .set({ deletedAt: new Date(), deletedBy: userId, updatedBy: userId })
        .where(and(eq(idColumn, id), isNull(deletedAt), writable))
        .returning({ id: idColumn });
      if (done.length === 0) throw forbidden();
      await audit(tx, userId, 'delete', id, {});
    });
    spec.written(id);
  }

  return { readInput, prepareCreate, insertPrepared, create, update, remove };
}
