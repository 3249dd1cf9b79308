import { z } from 'zod';

export const CAMPUS_TYPES = ['constituent', 'private', 'community'] as const;
export type CampusType = (typeof CAMPUS_TYPES)[number];

/** GET /Campus/{id}: the read-only campus record of spec section 3 (public, for branding). */
export const campusSchema = z.object({
  id: z.number().int(),
  campusName: z.string(),
  localLevel: z.string().nullable(),
  district: z.string().nullable(),
  province: z.string().nullable(),
  logo: z.string().nullable(),
  campusType: z.enum(CAMPUS_TYPES),
  universityId: z.number().int().nullable(),
  universityName: z.string().nullable(),
});
export type Campus = z.infer<typeof campusSchema>;

/** GET /Dashboard/Counts: what the signed-in user's scope holds. */
export const dashboardCountsSchema = z.object({
  universities: z.number().int(),
  campuses: z.number().int(),
  students: z.number().int(),
  employees: z.number().int(),
  scope: z.enum(['nation', 'university', 'campus', 'own']),
});
export type DashboardCounts = z.infer<typeof dashboardCountsSchema>;

/** How a campus type is written in tables and reports. */
export const CAMPUS_TYPE_LABELS: Readonly<Record<CampusType, string>> = {
  constituent: 'Constituent',
  community: 'Community',
  private: 'Private',
};
