/** Character certificates. */
import { sql } from 'drizzle-orm';
import { index, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import * as contracts from '@hemis/shared-contracts';
import { resourceTable } from './registry';
// The tables its references name are built first (registry.ts).
import './setup';
import './students';

/**
 * Character certificates (kit resource CharacterCertificate). `verifyToken` is what an issued
 * certificate's QR code carries (the one verification page); null until it is issued.
 */
export const characterCertificates = resourceTable(
  'character_certificates',
  contracts.characterCertificateContract,
  {
    columns: { verifyToken: varchar('verify_token', { length: 64 }) },
    indexes: (t) => [
      uniqueIndex('character_certificates_token_uq').on(t.verifyToken),
      index('character_certificates_student_idx').on(t.studentId),
      // One application of a student waits at a time (two sent at once: the second is a 409).
      uniqueIndex('character_certificates_waiting_uq')
        .on(t.studentId)
        .where(sql`${t.status} = 'applied' and ${t.deletedAt} is null`),
      // A number is issued once per campus and fiscal year (numbering.ts keeps the series).
      uniqueIndex('character_certificates_number_uq')
        .on(t.campusId, t.fiscalYearId, t.certificateNo)
        .where(sql`${t.certificateNo} is not null`),
    ],
  },
);
