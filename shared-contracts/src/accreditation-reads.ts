/** What the accreditation routes answer: a cycle in a list, a cycle with its stages, the paths. */
import { z } from 'zod';
import type { ReportSectionDeclaration } from './report-sections';
import {
  ACCREDITATION_STAGE_KEYS,
  ACCREDITATION_STATUSES,
  type AccreditationStanding,
} from './accreditation';
import { CAMPUS_TYPE_LABELS, type CampusType } from './campus';
import { publicDocumentSchema } from './documents';

export { ACCREDITATION_PATHS, ACCREDITED_CAMPUSES_PAGE_PATH } from './accreditation-paths';

const statusValues = ACCREDITATION_STATUSES.map((s) => s.value);

const STANDINGS = [
  'Accredited',
  'Expiring within 6 months',
  'Expired',
] as const satisfies readonly AccreditationStanding[];

/** GET /AccreditationCycle: the cycles in the caller's reach, the latest of each campus by default. */
export const cycleListQuerySchema = z.strictObject({
  /** Which cycles: in progress, awarded (accredited, expiring, expired), or all. */
  status: z.enum(statusValues).optional(),
  standing: z.enum(STANDINGS).optional(),
  /** Accredited cycles that expire within this many months (0: already expired only). */
  expiringWithinMonths: z.coerce.number().int().min(0).max(60).optional(),
  universityId: z.coerce.number().int().positive().optional(),
  campusType: z.enum(['community', 'constituent', 'private']).optional(),
  provinceId: z.coerce.number().int().min(1).max(7).optional(),
  search: z.string().trim().max(100).optional(),
  /** Only accreditations valid today (not expired). */
  validToday: z.enum(['true', 'false']).optional(),
  /** Every cycle of each campus, not only its latest. */
  allCycles: z.enum(['true', 'false']).optional(),
  page: z.coerce.number().int().min(1).max(100_000).optional(),
  pageSize: z.coerce.number().int().min(1).max(500).optional(),
});
export type CycleListQuery = z.infer<typeof cycleListQuerySchema>;

export const cycleRowSchema = z.object({
  id: z.number().int(),
  campusId: z.number().int(),
  campusName: z.string(),
  campusType: z.string(),
  universityId: z.number().int().nullable(),
  universityName: z.string(),
  provinceId: z.number().int().nullable(),
  provinceName: z.string(),
  cycleNumber: z.number().int(),
  /** Accredited in a first cycle, Re-Accredited in a later one. */
  title: z.enum(['Accredited', 'Re-Accredited']),
  stage: z.enum(ACCREDITATION_STAGE_KEYS),
  stageLabel: z.string(),
  nextStage: z.enum(ACCREDITATION_STAGE_KEYS).nullable(),
  status: z.enum(statusValues),
  /** From today, for an accredited cycle; null otherwise. */
  standing: z.enum(STANDINGS).nullable(),
  startedOn: z.string(),
  awardedOn: z.string().nullable(),
  awardedOnBs: z.string().nullable(),
  expiresOn: z.string().nullable(),
  expiresOnBs: z.string().nullable(),
  certificateNo: z.number().int().nullable(),
});
export type CycleRow = z.infer<typeof cycleRowSchema>;

export const cycleListSchema = z.object({ total: z.number().int(), data: z.array(cycleRowSchema) });

export const stageEntrySchema = z.object({
  stage: z.enum(ACCREDITATION_STAGE_KEYS),
  label: z.string(),
  datedOn: z.string(),
  datedOnBs: z.string().nullable(),
  note: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  recordedBy: z.string(),
  recordedAt: z.string(),
});
export type StageEntry = z.infer<typeof stageEntrySchema>;

export const cycleDetailSchema = cycleRowSchema.extend({
  reason: z.string().nullable(),
  stages: z.array(stageEntrySchema),
  /**
   * What the caller may do now: record the next stage, withdraw, print the certificate, and
   * which types of the cycle's documents they may upload, replace, delete and mark public.
   */
  can: z.object({
    recordNext: z.boolean(),
    withdraw: z.boolean(),
    certificate: z.boolean(),
    documentTypes: z.array(z.string()),
  }),
});
export type CycleDetail = z.infer<typeof cycleDetailSchema>;

/** GET /accredited-campuses (public): each campus accredited today, with its public documents. */
export const accreditedCampusSchema = z.object({
  cycleId: z.number().int(),
  campusName: z.string(),
  universityName: z.string(),
  campusType: z.string(),
  provinceName: z.string(),
  title: z.enum(['Accredited', 'Re-Accredited']),
  cycleNumber: z.number().int(),
  awardedOn: z.string().nullable(),
  expiresOn: z.string().nullable(),
  expiresOnBs: z.string().nullable(),
  /** The cycle's documents marked public (ACCREDITATION_PATHS.publicDocument reads each). */
  documents: z.array(publicDocumentSchema),
});
export const accreditedCampusesSchema = z.array(accreditedCampusSchema);
export type AccreditedCampus = z.infer<typeof accreditedCampusSchema>;

/** GET /AccreditationReport: accredited campuses by campus type × university or province. */
export const accreditationReportQuerySchema = z.strictObject({
  by: z.enum(['university', 'province']).default('university'),
  /** The expiry report: accreditations that expire within this many months, or have expired. */
  expiringWithinMonths: z.coerce.number().int().min(0).max(60).optional(),
  universityId: z.coerce.number().int().positive().optional(),
  campusType: z.enum(['community', 'constituent', 'private']).optional(),
  provinceId: z.coerce.number().int().min(1).max(7).optional(),
});
export type AccreditationReportQuery = z.infer<typeof accreditationReportQuerySchema>;

const typeCounts = {
  community: z.number().int(),
  constituent: z.number().int(),
  private: z.number().int(),
  total: z.number().int(),
};
export const accreditationReportRowSchema = z.object({
  key: z.number().int().nullable(),
  group: z.string(),
  ...typeCounts,
});
export type AccreditationReportRow = z.infer<typeof accreditationReportRowSchema>;

export const accreditationReportSchema = z.object({
  title: z.string(),
  groupHeader: z.string(),
  /** The day the standing is computed for. */
  asOf: z.string(),
  rows: z.array(accreditationReportRowSchema),
  total: accreditationReportRowSchema,
  /** The expiry report's campuses, soonest first. */
  campuses: z.array(cycleRowSchema),
});
export type AccreditationReport = z.infer<typeof accreditationReportSchema>;

/** The report's campus type columns, in its order, written as campus types are everywhere. */
export const ACCREDITATION_CAMPUS_TYPES: readonly { key: CampusType; label: string }[] = (
  ['community', 'constituent', 'private'] as const
).map((key) => ({ key, label: CAMPUS_TYPE_LABELS[key] }));

/** The report's title: accredited campuses by a dimension, or those expiring. */
export function accreditationReportTitle(query: AccreditationReportQuery): string {
  const by = query.by === 'province' ? 'Province' : 'University';
  return query.expiringWithinMonths === undefined
    ? `Accredited Campuses by Campus Type and ${by}`
    : `Accreditations Expiring within ${query.expiringWithinMonths} Months or Expired, by ${by}`;
}

/** The report as a chart of the report kit: campus types stacked in each group. */
export const accreditationChartSection = (
  query: AccreditationReportQuery,
): ReportSectionDeclaration => ({
  key: `accreditation-${query.by}`,
  part: 'campuses',
  title: accreditationReportTitle(query),
  groupHeader: query.by === 'province' ? 'Province' : 'University',
  seriesHeader: 'Campus Type',
  measure: 'campuses',
  chart: 'stackedBar',
  reaches: ['university', 'nation'],
  byFiscalYear: false,
  dataOf: 'accreditation',
});
