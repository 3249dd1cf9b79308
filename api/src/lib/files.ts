/**
 * Where uploaded files live, and how personal ones are reached. Public uploads (logos: the
 * contract's `UploadSpec.public`) sit in the uploads folder, which /uploads/ serves to anyone.
 * Personal files (photos, signatures, documents) sit in its `private/` folder, which nothing serves
 * as it is: API rows carry a signed link instead, valid for one to two hours, that names the
 * record, the field and the file. The link's route (the kit's `GET /<Entity>/:id/Files/:field`)
 * answers only while the record is live and the field still holds that file, so a replaced file
 * or a deleted record is unreachable, also by a link given out before.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { API_BASE, type AnyResourceContract } from '@hemis/shared-contracts';

/** The folder of personal files, inside the uploads folder and never served as it is. */
export const PRIVATE_FOLDER = 'private';

export function privateDir(uploadsDir: string): string {
  return path.join(uploadsDir, PRIVATE_FOLDER);
}

/** The documents kept against records (lib/documents), with the other personal files. */
export function documentsDir(uploadsDir: string): string {
  return path.join(privateDir(uploadsDir), 'documents');
}

/** A link is valid until the end of the hour after the next: the same URL for an hour (caching). */
const LINK_HOURS = 1;
const HOUR_MS = 60 * 60 * 1000;

/** Stored names are the kit's and the documents' own: letters, digits, dots, dashes. */
const STORED_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;

export function isStoredName(name: unknown): name is string {
  return typeof name === 'string' && STORED_NAME.test(name) && !name.includes('..');
}

/**
 * The stored name an API row's upload value stands for: a public file's name as it is, a personal
 * file's signed link by the name it carries (printouts read API rows).
 */
export function storedNameOf(value: unknown): string | null {
  if (typeof value !== 'string' || value === '') return null;
  const name = value.startsWith('/')
    ? new URL(value, 'http://link').searchParams.get('name')
    : value;
  return isStoredName(name) ? name : null;
}

/** Where a stored file is: the private folder, or (a logo, an older upload) the uploads folder. */
export function storedFilePath(uploadsDir: string, name: string): string | null {
  if (!isStoredName(name)) return null;
  const personal = path.join(privateDir(uploadsDir), name);
  if (fs.existsSync(personal)) return personal;
  const shared = path.join(uploadsDir, name);
  return fs.existsSync(shared) ? shared : null;
}

export interface FileTarget {
  /** The resource's name, as in its path ('Student'). */
  entity: string;
  id: number;
  field: string;
  name: string;
}

function signatureOf(secret: string, target: FileTarget, expires: number): string {
  return createHmac('sha256', `file-link:${secret}`)
    .update(`${target.entity}\n${target.id}\n${target.field}\n${target.name}\n${expires}`)
    .digest('base64url');
}

/** The signed link of a personal file, under the API (`/api/Student/7/Files/photo?...`). */
export function signedFileLink(
  secret: string,
  contract: Pick<AnyResourceContract, 'name' | 'path'>,
  target: Omit<FileTarget, 'entity'>,
  now = Date.now(),
): string {
  const expires = (Math.floor(now / HOUR_MS) + 1 + LINK_HOURS) * HOUR_MS;
  const signature = signatureOf(secret, { ...target, entity: contract.name }, expires);
  const query = new URLSearchParams({ name: target.name, expires: String(expires), signature });
  return `${API_BASE}${contract.path}/${target.id}/Files/${target.field}?${query.toString()}`;
}

/** Whether a link's signature holds for this file and has not expired. */
export function fileLinkHolds(
  secret: string,
  target: FileTarget,
  expires: number,
  signature: string,
  now = Date.now(),
): boolean {
  if (!Number.isSafeInteger(expires) || expires < now) return false;
  const expected = Buffer.from(signatureOf(secret, target, expires));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/**
 * Files kept before personal files had their own folder: moved there (once; a later start finds
 * none). `personal(name)` says which of the uploads folder's files are personal; `documents`
 * are the old documents folder's files, all personal.
 */
export function movePersonalFiles(uploadsDir: string, personal: (name: string) => boolean): number {
  fs.mkdirSync(documentsDir(uploadsDir), { recursive: true });
  let moved = 0;
  const moveFrom = (dir: string, names: string[], target: string) => {
    for (const name of names) {
      fs.renameSync(path.join(dir, name), path.join(target, name));
      moved += 1;
    }
  };
  const files = (dir: string) =>
    fs.existsSync(dir)
      ? fs
          .readdirSync(dir, { withFileTypes: true })
          .filter((entry) => entry.isFile())
          .map((entry) => entry.name)
      : [];
  moveFrom(uploadsDir, files(uploadsDir).filter(personal), privateDir(uploadsDir));
  const oldDocuments = path.join(uploadsDir, 'documents');
  moveFrom(oldDocuments, files(oldDocuments), documentsDir(uploadsDir));
  if (fs.existsSync(oldDocuments)) fs.rmSync(oldDocuments, { recursive: true, force: true });
  return moved;
}
