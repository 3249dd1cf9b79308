/**
 * The files of a resource (the contract's `uploads`): checked by content and size and stored
 * (public ones at the top of uploads/, personal ones in uploads/private/), shown in rows as the
 * public file's name or a signed link to a personal one, served by that link
 * (`GET /<Name>/:id/Files/:field`), and deleted from disk once a change replaced them.
 */
import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import {
  MESSAGES,
  UPLOAD_MESSAGES,
  apiErrorSchema,
  idParamSchema,
  type AnyResourceContract,
} from '@hemis/shared-contracts';
import type { Database } from '../../db/client';
import { badRequest, notFound } from '../errors';
import {
  fileLinkHolds,
  isStoredName,
  movePersonalFiles,
  privateDir,
  signedFileLink,
  storedFilePath,
} from '../files';
import { RATE_LIMITS } from '../rate-limits';
import { sniffDocument, sniffImage, type UploadedFile } from './input';
import type { Row, StoredFiles, ZodApp } from './types';

/** An upload's kind by its content: an image (WebP too), or a well-formed PDF. */
const sniffFile = (data: Buffer) => sniffImage(data) ?? sniffDocument(data);

export interface ResourceUploads {
  /** The contract's upload fields in order (public and personal). */
  fields: readonly string[];
  personal: readonly string[];
  /** What a row carries for an upload: a public file's name, a signed link to a personal one. */
  valueOf(record: Row, name: string): unknown;
  /** Checks and writes the files of a create or update (400 naming the field when refused). */
  store(files: readonly UploadedFile[]): StoredFiles;
  /** Refuses a create without a required upload (400 naming each missing one). */
  checkRequired(files: readonly UploadedFile[]): void;
  /** Removes the written files of a write that failed. */
  discard(stored: StoredFiles): void;
  /** After a committed update: the files it replaced are deleted from disk. */
  removeReplaced(existing: Row, record: Row, stored: StoredFiles): void;
  /** Adds `GET /<Name>/:id/Files/:field` when the resource has personal files. */
  registerRoutes(app: ZodApp): void;
}

export interface UploadsSpec {
  db: Database;
  contract: AnyResourceContract;
  table: PgTable;
  column: (name: string) => AnyPgColumn;
  uploadsDir: string;
  /** The key of signed file links. */
  secret: string;
  tags: string[];
}

export function createUploads(spec: UploadsSpec): ResourceUploads {
  const { db, contract, table, column, uploadsDir, secret, tags } = spec;
  const fields = Object.keys(contract.uploads);
  const personal = Object.entries(contract.uploads)
    .filter(([, upload]) => upload.public !== true)
    .map(([name]) => name);
  const personalSet = new Set(personal);
  const idColumn = column('id');
  const deletedAt = column('deletedAt');

  // Personal files of this resource kept before they had their own folder move there.
  if (personal.length > 0) {
    const prefixes = personal.map((name) => `${contract.name.toLowerCase()}-${name}-`);
    movePersonalFiles(uploadsDir, (name) => prefixes.some((prefix) => name.startsWith(prefix)));
  }

  function valueOf(record: Row, name: string): unknown {
    const raw = record[name];
    const stored = raw === undefined ? null : raw;
    if (!personalSet.has(name) || typeof stored !== 'string' || stored === '') return stored;
    return signedFileLink(secret, contract, { id: Number(record.id), field: name, name: stored });
  }

  function store(files: readonly UploadedFile[]): StoredFiles {
    const stored: Row = {};
    const paths: string[] = [];
    for (const file of files) {
      const upload = contract.uploads[file.field];
      if (!upload) continue;
      const messages = upload.messages ?? UPLOAD_MESSAGES;
      const kind = sniffFile(file.data);
      if (!kind || !upload.accept.includes(kind.mimeType)) {
        throw badRequest(MESSAGES.http.badRequest, { [file.field]: messages.type });
      }
      if (file.data.length > upload.maxBytes) {
        throw badRequest(MESSAGES.http.badRequest, { [file.field]: messages.size });
      }
      const name = `${contract.name.toLowerCase()}-${file.field}-${randomBytes(8).toString('hex')}.${kind.extension}`;
      // Personal files go where nothing serves them as they are (lib/files).
      const dir = upload.public === true ? uploadsDir : privateDir(uploadsDir);
      fs.mkdirSync(dir, { recursive: true });
      const target = path.join(dir, name);
      fs.writeFileSync(target, file.data);
      stored[file.field] = name;
      paths.push(target);
    }
    return { stored, paths };
  }

  function checkRequired(files: readonly UploadedFile[]): void {
    const missing: Record<string, string> = {};
    for (const [field, upload] of Object.entries(contract.uploads)) {
      if (!upload.required || files.some((file) => file.field === field)) continue;
      missing[field] = upload.messages?.required ?? `${upload.label} is required`;
    }
    if (Object.keys(missing).length > 0) throw badRequest(MESSAGES.http.badRequest, missing);
  }

  function discard({ paths }: StoredFiles): void {
    for (const file of paths) fs.rmSync(file, { force: true });
  }

  function removeReplaced(existing: Row, record: Row, { stored }: StoredFiles): void {
    for (const name of Object.keys(stored)) {
      const before = existing[name];
      const file = isStoredName(before) ? storedFilePath(uploadsDir, before) : null;
      if (file && before !== record[name]) fs.rmSync(file, { force: true });
    }
  }

  // A personal file by its signed link (lib/files): no sign-in, since <img> sends no token, but
  // only while the link holds, the record is live and the field still holds the file.
  function registerRoutes(app: ZodApp): void {
    if (personal.length === 0) return;
    app.get(
      `${contract.path}/:id/Files/:field`,
      {
        config: { auth: { permission: 'public' }, rateLimit: RATE_LIMITS.publicRead },
        schema: {
          tags,
          summary: `A ${contract.title.toLowerCase()}'s personal file (${personal.join(', ')}) by the signed link its rows carry`,
          params: z.object({ id: idParamSchema.shape.id, field: z.string().max(40) }),
          querystring: z.object({
            name: z.string().max(200),
            expires: z.coerce.number().int().nonnegative(),
            signature: z.string().max(100),
          }),
          response: {
            200: z.unknown().describe('The file (its type sniffed from its content)'),
            400: apiErrorSchema,
            404: apiErrorSchema,
          },
        },
      },
      async (request, reply) => {
        const { id, field } = request.params;
        const { name, expires, signature } = request.query;
        const gone = () => notFound('This file is not available.');
        const target = { entity: contract.name, id, field, name };
        if (!personalSet.has(field) || !isStoredName(name)) throw gone();
        if (!fileLinkHolds(secret, target, expires, signature)) throw gone();
        const [record] = await db
          .select({ file: column(field) })
          .from(table)
          .where(and(eq(idColumn, id), isNull(deletedAt)))
          .limit(1);
        const file = record?.file === name ? storedFilePath(uploadsDir, name) : null;
        if (!file) throw gone();
        const data = fs.readFileSync(file);
        return reply
          .type(sniffFile(data)?.mimeType ?? 'application/octet-stream')
          .header('Cache-Control', 'private, max-age=3600')
          .header('X-Content-Type-Options', 'nosniff')
          .header('Content-Security-Policy', "default-src 'none'; sandbox")
          .send(data);
      },
    );
  }

  return {
    fields,
    personal,
    valueOf,
    store,
    checkRequired,
    discard,
    removeReplaced,
    registerRoutes,
  };
}
