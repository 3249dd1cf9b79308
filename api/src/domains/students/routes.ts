/**
 * Students (mfe-students): the Student resource routes and the student's own record
 * (resource.ts), verification and duplicates, documents, upgrade and attendance, the student
 * reports, identity cards and bulk import; and, in this plugin's scope (its multipart limits),
 * the section's other domains: fees, online enrolment (../enrolment), dropouts and letters
 * (../dropouts), graduation (../graduation) and character certificates (../character).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DOCUMENT_MAX_BYTES, STUDENT_DOCUMENT_TYPES, STUDENT_PATHS } from '@hemis/shared-contracts';
import { registerDocuments } from '../../lib/documents';
import { registerMultipart } from '../../lib/multipart';
import { registerStudentAttendance } from './attendance';
import { registerStudentCards } from './cards';
import { registerStudentImport } from './import';
import { registerStudentReports } from './reports';
import { registerDuplicateCheck } from './duplicates';
import { registerStudentResource } from './resource';
import { registerStudentSelf } from './self';
import { registerUpgrade } from './upgrade';
import { registerVerification } from './verification';
import { registerFees } from '../fees/routes';
import { registerOpenEnrolment } from '../enrolment/open-enrolment';
import { registerDropouts } from '../dropouts/dropouts';
import { registerGraduation } from '../graduation/graduation';
import { registerRecommendationLetters, verifyLetter } from '../dropouts/letters';
import { verifyReceipt } from '../fees/receipt-pdf';
import { addDocumentVerifiers } from '../../lib/verification';
import { verifyCard } from './card-store';
import { registerCharacterCertificates } from '../character/certificate-routes';
import { characterCertificateVerifier } from '../character/character-certificate-pdf';

export const studentRoutes: FastifyPluginAsyncZod = async (app) => {
  // Multipart: the student's photo and signature, documents, and import workbooks (a file just
  // over its limit is refused by size with a field message, not cut off).
  await registerMultipart(app, {
    attachFieldsToBody: true,
    throwFileSizeLimit: false,
    limits: {
      fields: 90,
      fieldSize: 10_000,
      files: 8,
      parts: 100,
      fileSize: DOCUMENT_MAX_BYTES + 1,
    },
  });
  const student = registerStudentResource(app, app.hemis.resources);
  registerStudentSelf(app, student);
  registerVerification(app, student);
  registerDuplicateCheck(app);
  await registerDocuments(app, {
    entity: 'Student',
    paths: STUDENT_PATHS,
    handle: student,
    types: STUDENT_DOCUMENT_TYPES,
  });
  registerUpgrade(app, student);
  registerStudentAttendance(app, student);
  registerStudentReports(app, student);
  registerStudentCards(app, student);
  registerStudentImport(app, student);
  registerFees(app, student);
  registerOpenEnrolment(app, student);
  registerDropouts(app, app.hemis.resources, student);
  registerRecommendationLetters(app, app.hemis.resources, student);
  registerGraduation(app, app.hemis.resources, student);
  const characterCertificates = registerCharacterCertificates(app, app.hemis.resources, student);
  // The one verification page of every printed document this section issues.
  addDocumentVerifiers(app, {
    'identity-card': verifyCard,
    receipt: verifyReceipt,
    'recommendation-letter': verifyLetter,
    'character-certificate': characterCertificateVerifier(characterCertificates),
  });
};
