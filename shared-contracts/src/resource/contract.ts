/**
 * One declaration per API resource: its fields (label, kind, validation message), who owns its
 * rows, and its messages. From it come the create/update/row/list schemas the API validates
 * with and the screens' forms, tables and filters (shared-ui's defineResource), so a field list
 * or a validation rule is written once.
 */
import { z } from 'zod';
import type { Module } from '../permissions';
import { DEFAULT_PAGE_SIZE } from '../constants';
import type { FieldSpec } from './field-specs';
import { fieldSchema, rowMetaSchema, type ResourceValues, type RowMeta } from './field-schemas';
import { MAX_PAGE_SIZE, unknownListField, type ListQuery } from './list-query';

/**
 * Who owns a resource's rows, which decides how the API scopes them:
 * - nation: commission-wide masters (fiscal years, ethnic groups); everyone reads, UGC roles write.
 * - institution: a university user's rows carry universityId, a campus user's carry campusId
 *   (spec section 6); a campus also reads its university's rows.
 * - university: rows of one university (central departments).
 * - campus: rows of one campus (college programs, holidays).
 * - hierarchy: rows of the commission (neither owner set), of a university's own office
 *   (universityId only) or of a campus (campusId and its universityId): people such as employees
 *   and user accounts. Unlike `institution`, nobody reads upwards: a campus sees only its own
 *   rows, a university its office's and its campuses', the commission all.
 * - campusKept: rows of one campus that the campus alone keeps (its income and expenditure,
 *   its registers): its university and the commission read them and never change them.
 * - allotted: what the commission gives a university or one of its campuses (budget grants):
 *   read as `hierarchy` rows, written by nation roles only.
 */
export type Ownership =
  'nation' | 'institution' | 'university' | 'campus' | 'hierarchy' | 'allotted' | 'campusKept';

/** Ownerships whose rows belong to one campus (campusId required, its universityId kept). */
export const CAMPUS_ROW_OWNERSHIPS: readonly Ownership[] = ['campus', 'campusKept'];
/** Ownerships whose rows name a university and a campus (both optional). */
export const TWO_OWNER_OWNERSHIPS: readonly Ownership[] = ['institution', 'hierarchy', 'allotted'];

export interface ResourceMessages {
  created: string;
  updated: string;
  conflict: string;
  addFailure: string;
  updateFailure: string;
  deleted: string;
}
const DEFAULT_MESSAGES: ResourceMessages = {
  created: 'Data added successfully!',
  updated: 'Data updated Successfully',
  conflict: 'This record already exists.',
  addFailure: 'Failed to add data!',
  updateFailure: 'Failed to update data!',
  deleted: 'Data deleted successfully',
};

/**
 * A file the resource takes in a multipart body (a logo, a photo). A public one (a logo) is served
 * to anyone under UPLOADS_BASE; any other is personal: API rows carry a short-lived signed link to
 * it (see `uploadedFileUrl`), and it is unreachable once replaced or its record is deleted.
 */
export interface UploadSpec {
  label: string;
  /** Accepted media types (checked against the file's content on the server). */
  accept: readonly string[];
  maxBytes: number;
  /** Anyone may read it (campus and university logos). Default: only through signed links. */
  public?: boolean;
  /** A create without it is refused with `messages.required`. */
  required?: boolean;
  /** Its own field messages (default: the image messages of UPLOAD_MESSAGES). */
  messages?: { type: string; size: string; required?: string };
}

/** What a resource is, as declared and as defined: its name, title, module, owner and fields. */
interface ResourceIdentity<F extends Record<string, FieldSpec>, O extends Ownership> {
  /** The API resource name, PascalCase as in the spec: `/api/<name>`. */
  name: string;
  /** What one row is called on screens ("Faculty"). */
  title: string;
  module: Module;
  ownership: O;
  fields: F;
}

export interface ResourceOptions<
  F extends Record<string, FieldSpec>,
  O extends Ownership = Ownership,
> extends ResourceIdentity<F, O> {
  /** The spec uses PATCH for some resources and PUT for others. */
  updateMethod?: 'PATCH' | 'PUT';
  /** Field names whose combination must be unique within an owner (a database constraint). */
  unique?: readonly (keyof F & string)[];
  /**
   * Fields each unique on its own within an owner (an e-mail, a citizenship number), with the
   * 409 message for each; empty values never clash.
   */
  uniqueEach?: { readonly [K in keyof F & string]?: string };
  /**
   * Institution rows only: a nearer owner's row overrides a farther owner's row with the same
   * unique values (a campus's own rule of a level over the national one), so `unique` holds
   * within each owner and not across the levels a list shows together.
   */
  nearerOwnerOverrides?: boolean;
  defaultSort?: keyof F & string;
  messages?: Partial<ResourceMessages>;
  /** Cross-field rules, run after the field rules (on create, and on update over the merged row). */
  refine?: (values: Record<string, unknown>, ctx: z.RefinementCtx) => void;
  /**
   * Files taken as multipart parts on create and update (e.g. a campus logo); each row carries,
   * under the same key, the stored file name of a public one (served under UPLOADS_BASE) or a
   * signed link to a personal one, or null. `uploadedFileUrl` turns either into a URL.
   */
  uploads?: Record<string, UploadSpec>;
}

export interface ResourceContract<
  F extends Record<string, FieldSpec>,
  O extends Ownership = Ownership,
> extends ResourceIdentity<F, O> {
  updateMethod: 'PATCH' | 'PUT';
  unique: readonly (keyof F & string)[];
  /** Fields unique on their own within an owner, each with its 409 message. */
  uniqueEach: Readonly<Record<string, string>>;
  /** A nearer owner's row overrides a farther one's (see ResourceOptions). */
  nearerOwnerOverrides: boolean;
  defaultSort: keyof F & string;
  messages: ResourceMessages;
  /** `/<name>`, relative to the API base. */
  path: string;
  /** POST body: strict, every rule of the fields plus the cross-field rules. */
  createSchema: z.ZodType<Partial<ResourceValues<F>>>;
  /** PATCH/PUT body: any subset of the fields except create-only ones, strict. */
  updateSchema: z.ZodType<Partial<ResourceValues<F>>>;
  /** One row as the API answers it. */
  rowSchema: z.ZodType<ResourceValues<F> & RowMeta>;
  /** GET list query: page, pageSize, sort, order, q and one filter per filterable field. */
  listQuerySchema: z.ZodType<ListQuery>;
  refine?: ResourceOptions<F>['refine'];
  /** Multipart file parts (none for most resources). */
  uploads: Record<string, UploadSpec>;
}

/** Optional fields accept null or absence (and an empty string for text). */
function createFieldSchema(spec: FieldSpec): z.ZodType {
  const base = fieldSchema(spec);
  if (spec.kind === 'status') return base.default(true);
  if (spec.required) return base;
  return base.nullable().optional();
}

/**
 * A value built on its first read, then kept. A contract's schemas are built so: the browser
 * loads every contract with the app, and a screen uses one or two of them (building all of them
 * at load took a noticeable part of the first start on slow devices).
 */
function builtOnce<T>(build: () => T): () => T {
  let built: { value: T } | null = null;
  return () => {
    built ??= { value: build() };
    return built.value;
  };
}

export function defineResourceContract<
  F extends Record<string, FieldSpec>,
  O extends Ownership = Ownership,
>(options: ResourceOptions<F, O>): ResourceContract<F, O> {
  const names = Object.keys(options.fields);
  const shape = (pick: (spec: FieldSpec) => z.ZodType, writable = false) =>
    Object.fromEntries(
      Object.entries(options.fields)
        .filter(([, spec]) => !(writable && spec.readOnly))
        .map(([name, spec]) => [name, pick(spec)]),
    );

  const { refine } = options;
  const create = builtOnce(() => {
    const strictCreate = z.strictObject(shape(createFieldSchema, true));
    return refine ? strictCreate.superRefine((values, ctx) => refine(values, ctx)) : strictCreate;
  });

  const update = builtOnce(() => {
    const updatable = Object.fromEntries(
      Object.entries(options.fields)
        .filter(([, spec]) => !spec.createOnly && !spec.readOnly)
        .map(([name, spec]) => [
          name,
          spec.required ? fieldSchema(spec) : fieldSchema(spec).nullable(),
        ]),
    );
    return z.strictObject(updatable).partial();
  });

  const uploads = options.uploads ?? {};
  const row = builtOnce(() =>
    rowMetaSchema.extend({
      ...shape((spec) =>
        spec.required || spec.kind === 'status' ? fieldSchema(spec) : fieldSchema(spec).nullable(),
      ),
      ...Object.fromEntries(Object.keys(uploads).map((name) => [name, z.string().nullable()])),
    }),
  );

  const sortable = names.filter((name) => options.fields[name]?.sortable !== false);
  const filterable = names.filter((name) => options.fields[name]?.filter);
  // What a list's `fields` may name: the row's fields and uploads.
  const readable = new Set([...names, ...Object.keys(uploads)]);
  const listQuery = builtOnce(() =>
    z
      .object({
        page: z.coerce.number().int().min(1).optional(),
        // The earlier campus client's name of `page`.
        pageNumber: z.coerce.number().int().min(1).optional(),
        // A page larger than the limit is cut to it, not refused (the earlier client asks 1000).
        pageSize: z.coerce
          .number()
          .int()
          .min(1)
          .transform((size) => Math.min(size, MAX_PAGE_SIZE))
          .default(DEFAULT_PAGE_SIZE),
        sort: z.enum(['id', 'createdAt', 'updatedAt', ...sortable]).optional(),
        order: z.enum(['asc', 'desc']).default('asc'),
        q: z.string().trim().max(100).optional(),
        fields: z
          .string()
          .max(2000)
          .transform((text) => [
            ...new Set(
              text
                .split(',')
                .map((name) => name.trim())
                .filter(Boolean),
            ),
          ])
          .superRefine((asked, ctx) => {
            const unknown = asked.find((name) => !readable.has(name));
            if (unknown !== undefined)
              ctx.addIssue({ code: 'custom', message: unknownListField(unknown) });
          })
          .optional(),
        ...Object.fromEntries(
          filterable.map((name) => [name, z.string().trim().max(100).optional()]),
        ),
      })
      .strict()
      .transform(({ page, pageNumber, pageSize, sort, order, q, fields, ...rest }) => ({
        page: page ?? pageNumber ?? 1,
        pageSize,
        sort,
        order,
        q: q || undefined,
        fields,
        filters: Object.fromEntries(
          Object.entries(rest).filter(
            (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '',
          ),
        ),
      })),
  );

  return {
    name: options.name,
    title: options.title,
    module: options.module,
    ownership: options.ownership,
    fields: options.fields,
    updateMethod: options.updateMethod ?? 'PATCH',
    unique: options.unique ?? [],
    uniqueEach: Object.fromEntries(
      Object.entries(options.uniqueEach ?? {}).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string',
      ),
    ),
    nearerOwnerOverrides: options.nearerOwnerOverrides ?? false,
    // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- Object.keys is typed string[]; names are the keys of F
    defaultSort: options.defaultSort ?? (names[0] as keyof F & string),
    messages: { ...DEFAULT_MESSAGES, ...options.messages },
    path: `/${options.name}`,
    // Getters: the schemas are built on first use (see builtOnce).
    get createSchema() {
      // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- zod cannot type a schema built from the field specs at run time by F; the field schemas make it so
      return create() as z.ZodType<Partial<ResourceValues<F>>>;
    },
    get updateSchema() {
      // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- zod cannot type a schema built from the field specs at run time by F; the field schemas make it so
      return update() as unknown as z.ZodType<Partial<ResourceValues<F>>>;
    },
    get rowSchema() {
      // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- zod cannot type a schema built from the field specs at run time by F; the field schemas make it so
      return row() as unknown as z.ZodType<ResourceValues<F> & RowMeta>;
    },
    get listQuerySchema() {
      // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- zod cannot type a schema built from the field specs at run time by F; the field schemas make it so
      return listQuery() as unknown as z.ZodType<ListQuery>;
    },
    refine: options.refine,
    uploads,
  };
}

/** A contract whose field types are not known here (the kit and the API's generic routes). */
export type AnyResourceContract = ResourceContract<Record<string, FieldSpec>>;
