import { z } from 'zod';
import { MESSAGES } from './messages';
import { textInput } from './text';
import { PHONE_DIGITS } from './constants';
import { ROLES } from './roles';
import { DIGIT_STYLES, LANGUAGES } from './language';

const m = MESSAGES.signUp;

/** A required text: trimmed, and empty counts as missing. */
export const requiredText = (message: string, max = 200) =>
  textInput({ error: message })
    .min(1, { error: message })
    .max(max, { error: `At most ${max} characters` });

export const optionalText = (max = 200) =>
  textInput()
    .max(max, { error: `At most ${max} characters` })
    .optional();

export const emailField = (requiredMessage: string = m.emailRequired) =>
  requiredText(requiredMessage, 254)
    .pipe(z.email({ error: m.emailInvalid }))
    .transform((value) => value.toLowerCase());

/** New passwords: 8 to 128 characters (the spec sets no rule; a national system needs one). */
export const newPasswordField = (requiredMessage: string = m.passwordRequired) =>
  z
    .string({ error: requiredMessage })
    .min(1, { error: requiredMessage })
    .min(8, { error: MESSAGES.password.tooShort })
    .max(128, { error: MESSAGES.password.tooLong });

/** POST /User/Login (spec section 3): cOllegeId 49, uniId "0" and isUgc true are fixed by the screen. */
export const loginRequestSchema = z.strictObject({
  email: requiredText(MESSAGES.signIn.required, 254).transform((value) => value.toLowerCase()),
  password: z
    .string({ error: MESSAGES.signIn.required })
    .min(1, { error: MESSAGES.signIn.required })
    .max(128),
  cOllegeId: z.number().int().nonnegative().optional(),
  uniId: z.string().max(20).optional(),
  isUgc: z.boolean().optional(),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

export const institutionSchema = z.object({
  id: z.number().int(),
  /** Its university (a university's seat: its own id); the spec's client loads programs by it. */
  universityId: z.number().int().nullable(),
  logo: z.string().nullable(),
  campusName: z.string(),
  localLevel: z.string().nullable(),
  district: z.string().nullable(),
  /** The campus's bank account (the earlier client's return reads it here); none for others. */
  bankName: z.string().nullable().optional(),
  branch: z.string().nullable().optional(),
  accountNo: z.string().nullable().optional(),
});
export type Institution = z.infer<typeof institutionSchema>;

export const roleNameSchema = z.enum(ROLES);

/** The signed-in user of spec section 3, as POST /User/Login returns it. */
export const signedInUserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: roleNameSchema,
  listUser: z.array(z.object({ roleName: roleNameSchema })).min(1),
  institution: institutionSchema.nullable(),
  universityId: z.number().int().nullable(),
  campusId: z.number().int().nullable(),
  tokenString: z.string(),
  type: z.enum(['Uni', 'college']),
  /** What the user may do (`module:action`), as the API enforces it; refreshed by GET /User/Permissions. */
  permissions: z.array(z.string()).optional(),
  /** The user's chosen language (null: the browser's) and digits, kept on the server. */
  preferences: z
    .object({ language: z.enum(LANGUAGES).nullable(), digits: z.enum(DIGIT_STYLES) })
    .optional(),
});
export type SignedInUser = z.infer<typeof signedInUserSchema>;

/**
 * GET /User/Session: the signed-in user of the bearer token the call carries, for a page that
 * already holds a token (an integrator's page that embeds a module); the token is not repeated.
 */
export const sessionUserSchema = signedInUserSchema.omit({ tokenString: true });
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** The other answer of POST /User/Login: a temporary password must be replaced first. */
export const verificationTokenResponseSchema = z.object({
  name: z.literal('verificationToken'),
  value: z.string().min(1),
});
export type VerificationTokenResponse = z.infer<typeof verificationTokenResponseSchema>;

export const loginResponseSchema = z.union([signedInUserSchema, verificationTokenResponseSchema]);
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const GENDERS = ['male', 'female', 'other'] as const;
export type Gender = (typeof GENDERS)[number];

/** Whether a stored text (an employee record's gender, say) is one of the genders. */
export function isGender(value: unknown): value is Gender {
  return GENDERS.some((gender) => gender === value);
}

/** Student sign-up (POST /User, multipart). The same rules run in the browser and on the server. */
export const signUpSchema = z
  .strictObject({
    firstName: requiredText(m.firstNameRequired, 100),
    middleName: optionalText(100),
    lastName: requiredText(m.lastNameRequired, 100),
    phoneNumber: requiredText(m.phoneRequired, 20).regex(new RegExp(`^\\d{${PHONE_DIGITS}}$`), {
      error: m.phoneDigits,
    }),
    email: emailField(),
    gender: z.enum(GENDERS, { error: m.genderRequired }),
    password: newPasswordField(),
    confirmPassword: z
      .string({ error: m.confirmPasswordRequired })
      .min(1, { error: m.confirmPasswordRequired }),
    campusId: z.coerce.number().int().positive().optional(),
  })
  .refine((value) => value.password === value.confirmPassword, {
    path: ['confirmPassword'],
    error: m.passwordsDoNotMatch,
  });
export type SignUpRequest = z.input<typeof signUpSchema>;

/**
 * POST /User/GetCodeUser?email= . The spec's existing client also sends its fixed campus and
 * university (collegeId, uniId); they change nothing and are ignored.
 */
export const forgotPasswordQuerySchema = z.strictObject({
  email: emailField(),
  collegeId: z.string().max(20).optional(),
  uniId: z.string().max(20).optional(),
});

/** POST /User/ResetPassword */
export const resetPasswordSchema = z.strictObject({
  email: emailField(),
  newPassword: newPasswordField(),
  resetToken: z.string().trim().min(1, { error: MESSAGES.resetPassword.invalidToken }).max(200),
});
export type ResetPasswordRequest = z.input<typeof resetPasswordSchema>;

/** The reset screen checks the confirmation before it sends the spec's payload. */
export const resetPasswordFormSchema = z
  .object({ newPassword: newPasswordField(), confirmPassword: z.string() })
  .refine((value) => value.newPassword === value.confirmPassword, {
    path: ['confirmPassword'],
    error: MESSAGES.resetPassword.passwordsDoNotMatch,
  });

/** POST /User/ChangePassword */
export const changePasswordSchema = z
  .strictObject({
    currentPassword: z
      .string({ error: MESSAGES.changePassword.currentRequired })
      .min(1, { error: MESSAGES.changePassword.currentRequired }),
    newPassword: newPasswordField(),
    confirmPassword: z
      .string({ error: m.confirmPasswordRequired })
      .min(1, { error: m.confirmPasswordRequired }),
  })
  .refine((value) => value.newPassword === value.confirmPassword, {
    path: ['confirmPassword'],
    error: m.passwordsDoNotMatch,
  });
export type ChangePasswordRequest = z.input<typeof changePasswordSchema>;

/** GET /User/Profile answers with this; PATCH /User/Profile takes profileUpdateSchema. */
export const profileSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  firstName: z.string(),
  middleName: z.string().nullable(),
  lastName: z.string(),
  phoneNumber: z.string().nullable(),
  gender: z.enum(GENDERS).nullable(),
  role: roleNameSchema,
  type: z.enum(['Uni', 'college']),
  universityId: z.number().int().nullable(),
  campusId: z.number().int().nullable(),
  institution: institutionSchema.nullable(),
  lastSignInAt: z.string().nullable(),
});
export type Profile = z.infer<typeof profileSchema>;

export const profileUpdateSchema = z.strictObject({
  firstName: requiredText(m.firstNameRequired, 100),
  middleName: optionalText(100),
  lastName: requiredText(m.lastNameRequired, 100),
  phoneNumber: requiredText(m.phoneRequired, 20).regex(new RegExp(`^\\d{${PHONE_DIGITS}}$`), {
    error: m.phoneDigits,
  }),
});
export type ProfileUpdate = z.input<typeof profileUpdateSchema>;

/** GET /User/Preferences answers with this: the user's language (null: the browser's) and digits. */
export const preferencesSchema = z.object({
  language: z.enum(LANGUAGES).nullable(),
  digits: z.enum(DIGIT_STYLES),
});
export type Preferences = z.infer<typeof preferencesSchema>;

/** PATCH /User/Preferences: either or both. */
export const preferencesUpdateSchema = z.strictObject({
  language: z.enum(LANGUAGES).nullable().optional(),
  digits: z.enum(DIGIT_STYLES).optional(),
});
export type PreferencesUpdate = z.input<typeof preferencesUpdateSchema>;
