/**
 * What the documents kept against a record are described by: the file route's types and schema,
 * the record as found for a caller, the adapter of a record that is not a kit resource, and the
 * options of registerDocuments (documents.ts).
 */
import type fs from 'node:fs';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  apiErrorSchema,
  documentParamsSchema,
  type ApiError,
  type Choice,
  type Module,
  type ParamPath,
} from '@hemis/shared-contracts';
import type { ResourceHandle } from './resource/types';

/**
 * A route that sends a document's file: the file is a stream, which the response schemas (the
 * errors) do not describe, so the route names its answer, and so its params, by their types.
 */
export type DocumentFileRoute = {
  Params: z.output<typeof documentParamsSchema>;
  Reply: fs.ReadStream | ApiError;
};
/** Such a route's params, kinds of file and errors (its schema beside its tags and summary). */
export const DOCUMENT_FILE_SCHEMA = {
  params: documentParamsSchema,
  produces: ['application/pdf', 'image/png', 'image/jpeg'],
  response: { 400: apiErrorSchema, 404: apiErrorSchema },
};

/** The record documents are kept against, as found for one caller. */
export interface DocumentRecord {
  id: number;
  universityId: number | null;
  campusId: number | null;
  /** Found for a write: the document types the caller may write on it (none: 403). */
  writable?: 'all' | readonly string[];
}

/** How the documents routes reach a record that is not a kit resource. */
export interface DocumentRecordAdapter {
  /** The module whose `view` and `edit` the routes check (and their OpenAPI tag). */
  module: Module;
  /** The 404 message for a record the caller does not see. */
  notFound: string;
  /** The record `id` if the caller sees it, else null; for a write, with what they may write. */
  find(request: FastifyRequest, id: number, write: boolean): Promise<DocumentRecord | null>;
}

export type DocumentsOptions = {
  /** The record kind, as in the URL and in documents.entity ('Employee', 'Student'). */
  entity: string;
  /** Its routes, from shared-contracts (`EMPLOYEE_PATHS`, `STUDENT_PATHS`). */
  paths: { documents: ParamPath; document: ParamPath };
  types: readonly Choice[];
  /** Documents may be marked public (isPublic on upload and replace, and a PATCH). */
  publicFlag?: boolean;
} & (
  { handle: ResourceHandle; record?: never } | { record: DocumentRecordAdapter; handle?: never }
);
