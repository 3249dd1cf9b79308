/** Password hashing: argon2id with the library's defaults (19 MiB, 2 passes, 1 lane). */
import { hash, verify } from '@node-rs/argon2';

const ARGON2ID = 2; // Algorithm.Argon2id (a const enum, so spelled out for isolated modules)

export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: ARGON2ID });
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/** A hash to verify against when the account does not exist, so both paths take the same time. */
export function getDummyHash(): Promise<string> {
  dummyHash ??= hashPassword('no-such-account-placeholder');
  return dummyHash;
}
