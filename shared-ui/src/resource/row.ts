/**
 * One row as the API lists it: the contract's fields plus id and the row metadata. At the bottom
 * of the resource kit's types, so the data access (`api.ts`) and the declarations (`types.ts`)
 * both read it without importing each other.
 */
export type ResourceRow = Record<string, unknown> & { id: number };
