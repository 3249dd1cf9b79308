/**
 * Employees (mfe-employees): the Employee resource routes (list, export, one, add, change,
 * delete), the staff summary reports, the documents kept against an employee, and the staff
 * attendance register.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DOCUMENT_MAX_BYTES,
  EMPLOYEE_DOCUMENT_TYPES,
  EMPLOYEE_PATHS,
} from '@hemis/shared-contracts';
import { registerDocuments } from '../../lib/documents';
import { registerMultipart } from '../../lib/multipart';
import { registerStaffAttendance } from './attendance';
import { registerEmployeeResource } from './resource';
import { registerStaffSummary } from './summary';

export const employeeRoutes: FastifyPluginAsyncZod = async (app) => {
  // Multipart: the employee's photo, and documents (a file just over the limit is refused by
  // size with a field message, not cut off).
  await registerMultipart(app, {
    attachFieldsToBody: true,
    throwFileSizeLimit: false,
    limits: {
      fields: 80,
      fieldSize: 10_000,
      files: 2,
      parts: 90,
      fileSize: DOCUMENT_MAX_BYTES + 1,
    },
  });
  const employee = registerEmployeeResource(app, app.hemis.resources);
  registerStaffSummary(app, employee);
  await registerDocuments(app, {
    entity: 'Employee',
    paths: EMPLOYEE_PATHS,
    handle: employee,
    types: EMPLOYEE_DOCUMENT_TYPES,
  });
  registerStaffAttendance(app);
};
