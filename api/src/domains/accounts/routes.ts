/**
 * Accounts (mfe-setup's accounts screens): the chart of accounts as kit resources (sub-groups,
 * ledgers, sub-ledgers) and as one tree, vouchers and their steps, the accounts home's figures,
 * and the reports with their .xlsx and PDF downloads.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerMultipart } from '../../lib/multipart';
import { registerAccountChart } from './chart-routes';
import { registerAccountReports } from './report-routes';
import { registerAccountSummary } from './summary';
import { registerVoucherRoutes } from './voucher-routes';

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  // The kit's resource routes read form posts too (no files: the chart has no uploads).
  await registerMultipart(app, {
    attachFieldsToBody: true,
    limits: { fields: 20, fieldSize: 10_000, files: 0, parts: 20 },
  });

  registerAccountChart(app);
  registerAccountSummary(app);
  registerVoucherRoutes(app);
  registerAccountReports(app);
};
