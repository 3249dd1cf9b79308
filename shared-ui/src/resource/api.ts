import { AxiosError } from 'axios';
import { apiClient, apiErrorOf, httpStatusOf } from '@hemis/shared-auth';
import { MAX_PAGE_SIZE, type AnyResourceContract } from '@hemis/shared-contracts';
import { isRow, type ResourceRow } from './row';

/** The contract parts the data access needs. */
export type ContractPath = Pick<AnyResourceContract, 'path' | 'updateMethod'>;

export type FilterValue = string | number | boolean | null | undefined;

export interface ListParams {
  page: number;
  pageSize: number;
  sort?: string;
  order?: 'asc' | 'desc';
  q?: string;
  /** One query parameter per filter; empty values are left out. */
  filters?: Record<string, FilterValue>;
  /** The fields rows are read with (`fields=a,b`); all when not given. */
  fields?: readonly string[];
}

export interface ListResult {
  data: ResourceRow[];
  total: number;
}

/** The query string of a list (and of its export, which leaves out page and pageSize). */
export function listQuery(
  params: Partial<ListParams>,
  { paging = true }: { paging?: boolean } = {},
): Record<string, string | number> {
  const query: Record<string, string | number> = {};
  if (paging && params.page !== undefined) query.page = params.page;
  if (paging && params.pageSize !== undefined) query.pageSize = params.pageSize;
  if (params.sort) {
    query.sort = params.sort;
    query.order = params.order ?? 'asc';
  }
  const q = params.q?.trim();
  if (q) query.q = q;
  if (params.fields) query.fields = params.fields.join(',');
  for (const [name, value] of Object.entries(params.filters ?? {})) {
    if (value === null || value === undefined || value === '') continue;
    query[name] = typeof value === 'number' ? value : String(value);
  }
  return query;
}

/** A list answer: the paged `{ data, total }` or a plain array (the spec's GetAll routes). */
export function toListResult(body: unknown): ListResult {
  if (Array.isArray(body)) {
    const data = body.filter(isRow);
    return { data, total: data.length };
  }
  if (typeof body === 'object' && body !== null && 'data' in body) {
    const { data } = body;
    const total = 'total' in body ? body.total : undefined;
    const rows = Array.isArray(data) ? data.filter(isRow) : [];
    return { data: rows, total: typeof total === 'number' ? total : rows.length };
  }
  return { data: [], total: 0 };
}

/**
 * A multipart body: files as files, the rest as text. Undefined values are left out; null ones
 * too, or sent as '' with `emptyForNull` (an update that clears a field).
 */
export function toFormData(
  values: Record<string, unknown>,
  { emptyForNull = false }: { emptyForNull?: boolean } = {},
): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined) continue;
    if (value === null) {
      if (emptyForNull) body.append(name, '');
      continue;
    }
    body.append(name, value instanceof Blob ? value : String(value));
  }
  return body;
}

/** How a create or update is sent: as multipart (files), under a submission's key. */
export interface WriteOptions {
  multipart?: boolean;
  /** The submission's Idempotency-Key (a retry of one submit repeats it). */
  idempotencyKey?: string;
}

const keyHeader = (key: string | undefined) => (key ? { 'Idempotency-Key': key } : {});

/**
 * The data access of one resource over the shared apiClient (DESIGN.md section 3 convention):
 * GET /<Name> paged, GET/PATCH|PUT/DELETE /<Name>/:id, POST /<Name>, GET /<Name>/Export.
 */
export function resourceApi(contract: ContractPath) {
  const { path, updateMethod } = contract;
  return {
    async list(params: Partial<ListParams>): Promise<ListResult> {
      const response = await apiClient.get<unknown>(path, { params: listQuery(params) });
      return toListResult(response.data);
    },
    async get(id: number): Promise<ResourceRow> {
      const response = await apiClient.get<ResourceRow>(`${path}/${id}`);
      return response.data;
    },
    async create(
      values: Record<string, unknown>,
      { multipart = false, idempotencyKey }: WriteOptions = {},
    ): Promise<ResourceRow> {
      const response = await apiClient.post<ResourceRow>(
        path,
        multipart ? toFormData(values) : values,
        { headers: keyHeader(idempotencyKey) },
      );
      return response.data;
    },
    async update(
      id: number,
      values: Record<string, unknown>,
      { multipart = false, idempotencyKey }: WriteOptions = {},
    ): Promise<ResourceRow> {
      const response = await apiClient.request<ResourceRow>({
        method: updateMethod,
        url: `${path}/${id}`,
        data: multipart ? toFormData(values, { emptyForNull: true }) : values,
        headers: keyHeader(idempotencyKey),
      });
      return response.data;
    },
    async remove(id: number): Promise<void> {
      await apiClient.delete(`${path}/${id}`);
    },
    /** The current filtered, sorted list as an .xlsx file. */
    async exportXlsx(params: Partial<ListParams>): Promise<Blob> {
      const response = await apiClient.get<Blob>(`${path}/Export`, {
        params: listQuery(params, { paging: false }),
        responseType: 'blob',
      });
      return response.data;
    },
  };
}

export type ResourceApi = ReturnType<typeof resourceApi>;

/** The rows a reference select offers: `/<Resource>?pageSize=500`, or any list path. */
export async function fetchOptionRows(path: string): Promise<ResourceRow[]> {
  const params = path.includes('?') ? undefined : { pageSize: MAX_PAGE_SIZE };
  const response = await apiClient.get<unknown>(path, { params });
  return toListResult(response.data).data;
}

export interface SaveFailure {
  /** HTTP status, or null when no answer came. */
  status: number | null;
  /** What went wrong, for "Error adding subject: <cause>". */
  cause: string;
  /** The API's field messages (400), shown under the fields. */
  fields: Record<string, string>;
}

/** A failed call read as a status, a cause and field messages. */
export function saveFailureOf(error: unknown): SaveFailure {
  const body = apiErrorOf(error);
  const status = httpStatusOf(error);
  const cause =
    body?.message ??
    (error instanceof AxiosError || error instanceof Error ? error.message : String(error));
  return { status, cause, fields: body?.fields ?? {} };
}

/** Hands a downloaded file to the browser under `fileName`. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
