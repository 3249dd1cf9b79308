/**
 * The campus fact sheet: a campus's particulars, its programs, its students by program and
 * level and its staff by post (each by gender with totals) and its accreditation, per fiscal
 * year, filled from the data; the campus fills only its chief and focal person.
 */
import { z } from 'zod';
import { FACT_SHEET_PATHS } from './accreditation-paths';
import { fieldSchema } from './resource';
import { campusContract } from './resources/organization';
import { recordOf } from './record-of';

export { FACT_SHEET_PATHS };

/** The campus fields a fact sheet asks the campus for: its chief and focal person. */
export const FACT_SHEET_CONTACT_FIELDS = [
  'chiefName',
  'chiefPhone',
  'chiefEmail',
  'focalPersonName',
  'focalPersonPhone',
  'focalPersonEmail',
] as const;
export type FactSheetContactField = (typeof FACT_SHEET_CONTACT_FIELDS)[number];

/** PUT /FactSheet/Contacts: the campus record's own rules for each field (one rule, written once). */
export const factSheetContactsSchema = z.strictObject(
  recordOf(
    FACT_SHEET_CONTACT_FIELDS,
    (field) =>
      // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- fieldSchema is typed for a field of any kind; these are the campus record's text fields
      fieldSchema(campusContract.fields[field]).nullable().optional() as z.ZodType<
        string | null | undefined
      >,
  ),
);
export type FactSheetContacts = Partial<Record<FactSheetContactField, string | null>>;

export const factSheetQuerySchema = z.strictObject({
  campusId: z.coerce.number().int().positive().optional(),
  fiscalYearId: z.coerce.number().int().positive().optional(),
});

const genderRow = {
  male: z.number().int(),
  female: z.number().int(),
  other: z.number().int(),
  total: z.number().int(),
};
const text = z.string().nullable();

export const factSheetSchema = z.object({
  campusId: z.number().int(),
  fiscalYear: z.object({ id: z.number().int(), label: z.string() }).nullable(),
  general: z.object({
    campusName: z.string(),
    universityName: text,
    campusType: z.string(),
    province: text,
    district: text,
    localLevel: text,
    ward: z.number().int().nullable(),
    address: text,
    phone: text,
    email: text,
    website: text,
  }),
  contacts: z.object(recordOf(FACT_SHEET_CONTACT_FIELDS, () => text)),
  programs: z.array(z.object({ programName: z.string(), faculty: text, level: text })),
  enrolment: z.array(z.object({ program: z.string(), level: text, ...genderRow })),
  teachers: z.array(z.object({ post: z.string(), ...genderRow })),
  nonTeaching: z.array(z.object({ post: z.string(), ...genderRow })),
  /** Accredited until …, in the cycle at …, or not accredited. */
  accreditation: z.string(),
  /** What the campus has still to fill (its chief, its focal person); empty when complete. */
  missing: z.array(z.string()),
});
export type FactSheet = z.infer<typeof factSheetSchema>;

export const factSheetListQuerySchema = z.strictObject({
  fiscalYearId: z.coerce.number().int().positive().optional(),
  universityId: z.coerce.number().int().positive().optional(),
  provinceId: z.coerce.number().int().min(1).max(7).optional(),
  campusType: z.enum(['community', 'constituent', 'private']).optional(),
  status: z.enum(['complete', 'incomplete']).optional(),
  search: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(100_000).optional(),
  pageSize: z.coerce.number().int().min(1).max(200).optional(),
});

export type FactSheetListQuery = z.infer<typeof factSheetListQuerySchema>;

export const factSheetListSchema = z.object({
  total: z.number().int(),
  fiscalYear: z.object({ id: z.number().int(), label: z.string() }).nullable(),
  data: z.array(
    z.object({
      campusId: z.number().int(),
      campusName: z.string(),
      universityName: text,
      campusType: z.string(),
      province: text,
      students: z.number().int(),
      staff: z.number().int(),
      status: z.enum(['complete', 'incomplete']),
    }),
  ),
});
export type FactSheetList = z.infer<typeof factSheetListSchema>;

export const FACT_SHEET_MESSAGES = {
  campusRequired: 'Campus is required',
  saved: 'The contacts are saved.',
  missingChief: 'Campus chief with phone or e-mail',
  missingFocal: 'Focal person with phone or e-mail',
} as const;
