/**
 * What the certificate routes share: their OpenAPI tags, a row-answering route's
 * options, and reading one certificate of the caller's reach (404 outside it) as its API row.
 */
import { eq } from 'drizzle-orm';
import { characterCertificateContract, type CharacterCertificate } from '@hemis/shared-contracts';
import { characterCertificates } from '../../db/schema';
import { notFound } from '../../lib/errors';
import type { DbOrTx, Row } from '../../lib/resource/types';
import type { RouteAuth, ScopeFilter } from '../../plugins/auth';
import type { CertificateHandle } from './character-certificate-pdf';
import { plainSerializer } from '../../lib/resource/http';
import { errors, security } from '../../lib/route-kit';

export const certificateTags = [characterCertificateContract.module];

/** The options of a route answering a certificate's row: `schema` adds summary, params, body. */
export const rowRoute = <Schema extends { summary: string }>(auth: RouteAuth, schema: Schema) => ({
  config: { auth },
  serializerCompiler: plainSerializer,
  schema: {
    tags: certificateTags,
    security,
    response: { 200: characterCertificateContract.rowSchema, ...errors },
    ...schema,
  },
});

/** One certificate of the caller's reach as stored, and one by its id as its API row. */
export interface CertificateReads {
  visible(id: number, scope: ScopeFilter): Promise<Row>;
  rowOf(id: number): Promise<CharacterCertificate>;
}

export function certificateReads(db: DbOrTx, handle: CertificateHandle): CertificateReads {
  const missing = () => notFound(`${characterCertificateContract.title} not found.`);
  return {
    async visible(id, scope) {
      const record = await handle.findVisible(id, scope);
      if (!record) throw missing();
      return record;
    },
    async rowOf(id) {
      const [record] = await db
        .select()
        .from(characterCertificates)
        .where(eq(characterCertificates.id, id))
        .limit(1);
      const [row] = record ? await handle.toRows([record]) : [];
      if (!row) throw missing();
      return row;
    },
  };
}
