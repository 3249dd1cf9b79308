/**
 * The earlier client's research and publications (`/ResearchPublication`, the statistical
 * return's research section). Its list is the kit's Research list as a plain array (the research
 * routes' `clientList`). One record, add, change and delete are our /Research routes, called as
 * the client calls them: its field names in any case, a multipart body's text converted by field
 * kind as our own forms' are. A multipart add or change may carry the activity's document as one
 * file part of any name: it is kept among the activity's documents (a PDF, PNG or JPEG), typed by
 * the activity. A document refused on an add takes the new record back with it, so a refused
 * call changes nothing.
 */
import type { FastifyReply, FastifyRequest, LightMyRequestResponse } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API_BASE,
  DOCUMENT_MAX_BYTES,
  EARLIER_CLIENT_PATHS,
  MESSAGES,
  RESEARCH_PATHS,
  apiErrorSchema,
  researchContract,
  type ResearchActivity,
} from '@hemis/shared-contracts';
import { badRequest } from '../lib/errors';
import { registerMultipart } from '../lib/multipart';
import { plainSerializer } from '../lib/resource/http';
import { isPart } from '../lib/resource/input';
import { resourceIdParams } from '../lib/resource/register';
import { CLIENT_TAG } from './reads';
import { security } from '../lib/route-kit';

/** The document type a file sent with an activity is kept as. */
const DOCUMENT_TYPE_OF: Readonly<Record<ResearchActivity, string>> = {
  research: 'report',
  teacherPublication: 'publication',
  campusPublication: 'publication',
  fellowship: 'awardLetter',
};
/** The same, by any text a row's activity holds (an unknown one has none). */
const DOCUMENT_TYPE_BY_ACTIVITY: Readonly<Partial<Record<string, string>>> = DOCUMENT_TYPE_OF;

interface ClientFile {
  name: string;
  type: string;
  data: Buffer;
}

/** A multipart body's text fields and its one file (none: null). */
async function partsOf(
  body: unknown,
): Promise<{ fields: [string, string][]; file: ClientFile | null }> {
  const fields: [string, string][] = [];
  let file: ClientFile | null = null;
  // A multipart body is an object of its parts (the multipart plugin puts them on the body).
  const entries: [string, unknown][] =
    typeof body === 'object' && body !== null ? Object.entries(body) : [];
  for (const [key, entry] of entries) {
    if (Array.isArray(entry)) {
      throw badRequest(MESSAGES.http.badRequest, { [key]: 'This field is sent more than once.' });
    }
    if (!isPart(entry)) continue;
    if (entry.type === 'field') {
      fields.push([key, typeof entry.value === 'string' ? entry.value : String(entry.value ?? '')]);
    } else if (entry.toBuffer) {
      const data = await entry.toBuffer();
      if (data.length > 0) {
        file = { name: entry.filename || 'document', type: entry.mimetype ?? '', data };
      }
    }
  }
  return { fields, file };
}

/** A multipart body of these parts, as an injected request's payload and headers. */
async function multipartOf(
  fields: readonly [string, string][],
  file?: ClientFile,
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const [key, value] of fields) form.append(key, value);
  if (file)
    form.append('file', new Blob([new Uint8Array(file.data)], { type: file.type }), file.name);
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type') ?? '' },
  };
}

const researchRow = researchContract.rowSchema;

export const clientResearchRoutes: FastifyPluginAsyncZod = async (app) => {
  await registerMultipart(app, {
    attachFieldsToBody: true,
    throwFileSizeLimit: false,
    limits: {
      fields: 40,
      fieldSize: 10_000,
      files: 1,
      parts: 41,
      fileSize: DOCUMENT_MAX_BYTES + 1,
    },
  });
  const base = EARLIER_CLIENT_PATHS.researchPublication;
  const one = EARLIER_CLIENT_PATHS.researchPublicationOne.route;
  const permission = (action: 'view' | 'add' | 'edit' | 'delete') => ({
    auth: { permission: `${researchContract.module}:${action}` as const },
  });
  const docs = { tags: [CLIENT_TAG], security };
  const consumes = ['application/json', 'multipart/form-data'];

  /** Our route's answer, as the caller's own request to it (same token, same language). */
  const call = (
    request: FastifyRequest,
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    body?: { payload: Buffer | string; headers: Record<string, string> },
  ) =>
    app.inject({
      method,
      url: `${API_BASE}${url}`,
      headers: {
        ...(request.headers.authorization ? { authorization: request.headers.authorization } : {}),
        ...(request.headers['accept-language']
          ? { 'accept-language': request.headers['accept-language'] }
          : {}),
        ...body?.headers,
      },
      ...(body ? { payload: body.payload } : {}),
    });

  const relay = (reply: FastifyReply, answer: LightMyRequestResponse) =>
    reply
      .code(answer.statusCode)
      .header('content-type', answer.headers['content-type'] ?? 'application/json')
      .send(answer.body);

  const documentsPath = (id: number) => RESEARCH_PATHS.documents.route.replace(':id', String(id));

  /**
   * An add or change as the client sends it: a multipart body goes on as multipart (without its
   * file), a JSON body as it is; then the file, if any, is kept as a document of the record.
   */
  async function write(
    request: FastifyRequest,
    reply: FastifyReply,
    method: 'POST' | 'PATCH',
    url: string,
  ) {
    let file: ClientFile | null = null;
    let body: { payload: Buffer | string; headers: Record<string, string> };
    if (request.isMultipart()) {
      const parts = await partsOf(request.body);
      file = parts.file;
      body = await multipartOf(parts.fields);
    } else {
      body = {
        payload: JSON.stringify(request.body ?? {}),
        headers: { 'content-type': 'application/json' },
      };
    }
    const saved = await call(request, method, url, body);
    if (!file || saved.statusCode >= 300) return relay(reply, saved);
    const row = researchRow.parse(saved.json());
    const kept = await call(
      request,
      'POST',
      documentsPath(row.id),
      await multipartOf(
        [
          ['documentType', DOCUMENT_TYPE_BY_ACTIVITY[row.activityType ?? ''] ?? 'other'],
          ['title', row.title ?? file.name],
        ],
        file,
      ),
    );
    if (kept.statusCode >= 300) {
      // The record of a refused add goes with its document (a change keeps its new values).
      if (method === 'POST') await call(request, 'DELETE', `${researchContract.path}/${row.id}`);
      return relay(reply, kept);
    }
    return relay(reply, saved);
  }

  const answers = (ok: number) => ({
    [ok]: researchRow,
    400: apiErrorSchema,
    403: apiErrorSchema,
    404: apiErrorSchema,
  });

  app.get(
    one,
    {
      config: permission('view'),
      serializerCompiler: plainSerializer,
      schema: {
        ...docs,
        summary: 'One research activity (as GET /Research/{id})',
        params: resourceIdParams,
        response: answers(200),
      },
    },
    async (request, reply) =>
      relay(reply, await call(request, 'GET', `${researchContract.path}/${request.params.id}`)),
  );

  app.post(
    base,
    {
      config: permission('add'),
      serializerCompiler: plainSerializer,
      schema: {
        ...docs,
        summary: 'Add a research activity (JSON or multipart; a file part is kept as its document)',
        consumes,
        response: answers(201),
      },
    },
    async (request, reply) => write(request, reply, 'POST', researchContract.path),
  );

  for (const method of ['PUT', 'PATCH'] as const) {
    app.route({
      method,
      url: one,
      config: permission('edit'),
      serializerCompiler: plainSerializer,
      schema: {
        ...docs,
        summary:
          'Change a research activity (JSON or multipart; a file part is kept as its document)',
        consumes,
        params: resourceIdParams,
        response: answers(200),
      },
      handler: async (request, reply) =>
        write(request, reply, 'PATCH', `${researchContract.path}/${request.params.id}`),
    });
  }

  app.delete(
    one,
    {
      config: permission('delete'),
      serializerCompiler: plainSerializer,
      schema: {
        ...docs,
        summary: 'Delete a research activity (as DELETE /Research/{id})',
        params: resourceIdParams,
      },
    },
    async (request, reply) =>
      relay(reply, await call(request, 'DELETE', `${researchContract.path}/${request.params.id}`)),
  );
};
