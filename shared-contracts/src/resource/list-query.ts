/**
 * A resource list's query (page, sort, search, filters, fields) and its answer.
 */
import { z } from 'zod';

export interface ListQuery {
  page: number;
  pageSize: number;
  sort?: string;
  order: 'asc' | 'desc';
  q?: string;
  /**
   * One value per filterable field; a choice filter may name several values separated by commas
   * (`staffCategory=administrative,other`), any of which matches.
   */
  filters: Record<string, string>;
  /**
   * `fields=a,b`: the fields (and uploads) each row is read with, besides id, universityId and
   * campusId; all of them when not given. A list screen asks for what it shows: a long record's
   * page is then a fraction of the bytes, and of the work of reading it.
   */
  fields?: string[];
}

/** The text of the `fields` list parameter naming a field the resource does not have. */
export const unknownListField = (name: string) => `${name} is not a field of this list`;

export interface ListResponse<Row> {
  data: Row[];
  total: number;
}
export const listResponseSchema = <Row extends z.ZodType>(row: Row) =>
  z.object({ data: z.array(row), total: z.number().int() });

export const MAX_PAGE_SIZE = 500;

/** The query names that ask for a page, in lower case. */
const PAGING_NAMES: ReadonlySet<string> = new Set(['page', 'pagenumber', 'pagesize']);

/**
 * Whether a list query's parameter names ask for a page (`page`, `pageNumber` or `pageSize`,
 * in any case). A resource list answers a plain array of all its rows unless they do, and the
 * paged `{ data, total }` when they do.
 */
export function namesAPage(names: Iterable<string>): boolean {
  for (const name of names) if (PAGING_NAMES.has(name.toLowerCase())) return true;
  return false;
}
