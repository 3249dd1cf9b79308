/**
 * Organizations (spec section 2, "Organization"; DESIGN.md section 4): universities, campuses
 * (constituent, private, community) and central departments, plus the GPS location of a campus.
 */
import { z } from 'zod';
import {
  choice,
  choices,
  decimal,
  defineResourceContract,
  integer,
  status,
  text,
  type Choice,
  type UploadSpec,
} from '../resource';
import {
  codeField,
  conflict,
  districtRef,
  facultyRef,
  provinceRef,
  remarksAndStatus,
  requiredChoice,
  requiredText,
  shortNameField,
  universityRef,
  EMAIL_PATTERN,
} from './fields';
import { CAMPUS_TYPE_CHOICES } from './setup';
import { LANGUAGES, LANGUAGE_NAMES } from '../language';
import { idValue } from '../ids';

const PHONE = { regex: /^[0-9+\-\s()]{6,20}$/, message: 'Please enter a valid phone number' };
const WEBSITE = {
  regex: /^https?:\/\/\S+$/i,
  message: 'Website must start with http:// or https://',
};

export const LOGO_UPLOAD: UploadSpec = {
  label: 'Logo',
  accept: ['image/png', 'image/jpeg', 'image/webp'],
  maxBytes: 2 * 1024 * 1024,
  // Shown on the sign-in page and on printed documents: not personal.
  public: true,
};
export const UPLOAD_MESSAGES = {
  type: 'The file must be a PNG, JPEG or WebP image',
  size: 'The file is too large (at most 2 MB)',
} as const;

export const UNIVERSITY_CATEGORIES: readonly Choice[] = choices({
  university: 'University',
  healthAcademy: 'Health Academy',
});

export const universityContract = defineResourceContract({
  name: 'University',
  title: 'University',
  module: 'organization',
  ownership: 'nation',
  updateMethod: 'PATCH',
  unique: ['name'],
  fields: {
    name: requiredText('University Name', 200),
    shortName: shortNameField(),
    category: choice('Category', UNIVERSITY_CATEGORIES, { filter: true }),
    establishedYear: integer('Established (BS year)', { min: 1900, max: 2200 }),
    provinceId: provinceRef(),
    districtId: districtRef(),
    localLevel: text('Local Level', { max: 120 }),
    address: text('Address', { max: 300 }),
    phone: text('Phone', { max: 20, pattern: PHONE }),
    email: text('Email', { max: 254, pattern: EMAIL_PATTERN }),
    website: text('Website', { max: 200, pattern: WEBSITE }),
    status: status(),
  },
  uploads: { logo: LOGO_UPLOAD },
  messages: conflict('University'),
});

/** The languages a campus may print its documents in, each named in itself. */
export const DOCUMENT_LANGUAGE_CHOICES: readonly Choice[] = LANGUAGES.map((value) => ({
  value,
  label: LANGUAGE_NAMES[value],
}));

export const campusContract = defineResourceContract({
  name: 'Campus',
  title: 'Campus',
  module: 'organization',
  ownership: 'university',
  updateMethod: 'PATCH',
  unique: ['campusName'],
  fields: {
    campusName: requiredText('Campus Name', 200),
    campusType: requiredChoice('Campus Type', CAMPUS_TYPE_CHOICES),
    universityId: universityRef(),
    code: codeField(),
    establishedYear: integer('Established (BS year)', { min: 1900, max: 2200 }),
    provinceId: provinceRef(true),
    districtId: districtRef(true),
    localLevel: text('Local Level', { required: 'Local Level is required', max: 120 }),
    ward: integer('Ward No.', { min: 1, max: 40 }),
    address: text('Address', { max: 300 }),
    phone: text('Phone', { max: 20, pattern: PHONE }),
    email: text('Email', { max: 254, pattern: EMAIL_PATTERN }),
    website: text('Website', { max: 200, pattern: WEBSITE, column: false }),
    chiefName: text('Campus Chief', { max: 100 }),
    chiefPhone: text('Chief Phone', { max: 20, pattern: PHONE, column: false }),
    chiefEmail: text('Chief Email', { max: 254, pattern: EMAIL_PATTERN, column: false }),
    focalPersonName: text('Focal Person', { max: 100, column: false }),
    focalPersonPhone: text('Focal Person Phone', { max: 20, pattern: PHONE, column: false }),
    focalPersonEmail: text('Focal Person Email', {
      max: 254,
      pattern: EMAIL_PATTERN,
      column: false,
    }),
    latitude: decimal('Latitude', { min: -90, max: 90, column: false }),
    longitude: decimal('Longitude', { min: -180, max: 180, column: false }),
    // The account fees and grants are paid into (receipts, the annual return).
    bankName: text('Bank', { max: 100, column: false }),
    bankBranch: text('Bank Branch', { max: 100, column: false }),
    bankAccountNo: text('Bank Account No.', { max: 30, column: false }),
    // Cards, receipts, certificates, letters and marksheets print in it (empty: English).
    documentLanguage: choice('Language of Printed Documents', DOCUMENT_LANGUAGE_CHOICES, {
      column: false,
    }),
    status: status(),
  },
  uploads: { logo: LOGO_UPLOAD },
  messages: conflict('Campus'),
});

export const CAMPUS_MESSAGES = {
  universityRequired: 'University is required',
  campusOutsideUniversity: 'The campus is not in this university',
  districtOutsideProvince: 'The district is not in the selected province',
  campusRequired: 'Campus is required',
  /** An edit that names another university: moving a campus is an action of its own. */
  moveInstead:
    'A campus moves to another university with "Move to another university", not by an edit',
  moveConfirm: 'Confirm the move to another university',
  alreadyThere: 'The campus is already in this university',
  moved: 'Campus moved to another university',
} as const;

/**
 * POST /Campus/{id}/Move (organization:edit, nation roles): the campus, with everything that
 * belongs to it (its users, students and staff follow its university), goes to another
 * university; `confirm: true` says the user confirmed it. Written to the audit log, from and to.
 */
export const campusMoveSchema = z.strictObject({
  universityId: idValue('University'),
  confirm: z.literal(true, { error: CAMPUS_MESSAGES.moveConfirm }),
});
export type CampusMove = z.input<typeof campusMoveSchema>;

export const centralDepartmentContract = defineResourceContract({
  name: 'CentralDepartment',
  title: 'Central Department',
  module: 'organization',
  ownership: 'university',
  updateMethod: 'PATCH',
  unique: ['departmentName'],
  fields: {
    universityId: universityRef(),
    departmentName: requiredText('Department Name', 150),
    facultyId: facultyRef(),
    code: codeField(),
    headName: text('Head of Department', { max: 100 }),
    phone: text('Phone', { max: 20, pattern: PHONE }),
    email: text('Email', { max: 254, pattern: EMAIL_PATTERN }),
    ...remarksAndStatus(),
  },
  messages: conflict('Central department'),
});

/** PATCH /Campus/{id}/Location (the GPS screen). */
export const campusLocationSchema = z.strictObject({
  latitude: z
    .number({ error: 'Latitude is required' })
    .min(-90, { error: 'Latitude must be between -90 and 90' })
    .max(90, { error: 'Latitude must be between -90 and 90' }),
  longitude: z
    .number({ error: 'Longitude is required' })
    .min(-180, { error: 'Longitude must be between -180 and 180' })
    .max(180, { error: 'Longitude must be between -180 and 180' }),
});
export type CampusLocation = z.infer<typeof campusLocationSchema>;

/** GET /Province and GET /District?provinceId=: plain arrays for selects. */
export const provinceSchema = z.object({ id: z.number().int(), name: z.string() });
export const districtSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  provinceId: z.number().int(),
});
/** GET /LocalLevel?districtId=: a district's local levels (English and Nepali names) for selects. */
export const localLevelSchema = z.object({
  id: z.number().int(),
  districtId: z.number().int(),
  name: z.string(),
  nameNe: z.string(),
  type: z.string(),
});
export type LocalLevelRow = z.infer<typeof localLevelSchema>;
export type Province = z.infer<typeof provinceSchema>;
export type District = z.infer<typeof districtSchema>;
