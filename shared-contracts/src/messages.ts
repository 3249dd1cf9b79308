/**
 * The message catalogue: the spec's texts word for word (sections 5 and 8), used by the API for
 * its field messages and by the screens for their notices, so each text is written once.
 */
export const MESSAGES = {
  signIn: {
    wrongCredentials: 'Wrong Credentials. Email or Password is Wrong.',
    httpError: 'An error occurred. Please try again later.',
    unexpectedError: 'An unexpected error occurred.',
    required: 'Email and password are required.',
    unexpectedResponse: 'Unexpected response format.',
    success: 'Successfully Logged In!',
    tooManyAttempts: 'Too many sign-in attempts. Please wait a few minutes and try again.',
    notVerified: 'Your account is waiting for verification by your campus.',
    disabled: 'Your account has been deactivated. Please contact your administrator.',
  },
  signUp: {
    firstNameRequired: 'First name is required',
    lastNameRequired: 'Last name is required',
    phoneRequired: 'Phone number is required',
    phoneDigits: 'Phone number must be 10 digits',
    emailRequired: 'Email is required',
    emailInvalid: 'Please enter a valid email address',
    genderRequired: 'Gender is required',
    passwordRequired: 'Password is required',
    confirmPasswordRequired: 'Confirm password is required',
    passwordsDoNotMatch: 'Passwords do not match',
    passwordsMatch: 'Passwords match',
    emailTaken: 'An account with this email already exists.',
    failure: 'Student registration failed!',
    success: 'Student successfully registered.',
    /** The spec's success text, and what happens next (the account waits for the campus). */
    successAwaitingVerification:
      'Student successfully registered. Your campus will verify your account before you can sign in.',
  },
  forgotPassword: {
    note: 'If an account exists for this email, a reset link will be sent to it.',
    success: 'A reset link has been sent to your email. Please Check your Email.',
    failure: 'Failed to send reset link. Please check the email address and try again.',
  },
  resetPassword: {
    passwordsDoNotMatch: 'Passwords do not match.',
    success: 'Your password has been successfully reset. Redirecting to sign-in page...',
    failure: 'Failed to reset password. Please try again.',
    exception: 'An error occurred. Please check your input and try again.',
    invalidToken: 'This reset link is invalid or has expired.',
    signInWithNewPassword: 'Your password has been reset. Please sign in with your new password.',
  },
  changePassword: {
    currentRequired: 'Current password is required',
    currentWrong: 'Current password is wrong.',
    success: 'Your password has been changed.',
    failure: 'Failed to change password. Please try again.',
  },
  password: {
    tooShort: 'Password must be at least 8 characters',
    tooLong: 'Password must be at most 128 characters',
  },
  faculty: {
    conflict: 'Faculty already exists!',
    addFailure: 'Failed to add data!',
    added: 'Data Successfuly Added !!',
    updated: 'Faculty updated successfully',
    updateFailure: 'Failed to update Faculty',
  },
  level: {
    conflict: 'Level already exists!',
    addFailure: 'Failed to add data!',
    added: 'Data added successfully!',
    updated: 'Data updated Successfully',
    nameRequired: 'Level Name is required',
    codeRequired: 'Code is required',
  },
  subject: {
    added: 'Subject Added Successfully!!',
    addFailurePrefix: 'Error adding subject: ',
  },
  http: {
    badRequest: 'Some fields are not valid.',
    unauthorized: 'Please sign in to continue.',
    sessionEnded: 'Your session has ended. Please sign in again.',
    forbidden: 'You are not allowed to do this.',
    notFound: 'Not found.',
    conflict: 'This record already exists.',
    tooLarge: 'The request is too large.',
    tooManyRequests: 'Too many requests. Please wait a moment and try again.',
    serverError: 'Something went wrong on our side. Please try again later.',
    malformedJson: 'The request body is not valid JSON.',
    unknownField: 'This field is not accepted.',
    /** A campus the caller named that does not exist or is beyond its reach. */
    campusNotFound: 'Campus was not found',
  },
  notFoundPage: {
    title: 'Oops!',
    subtitle: '404 Error: Page not found',
    action: 'Go to homepage',
  },
  remote: {
    unavailableTitle: 'Module unavailable',
    unavailableText:
      'This part of HEMIS could not be loaded right now. The rest of the system keeps working; please try again later.',
    retry: 'Try again',
  },
} as const;

/** One use of a record: how many rows of a kind still point at it. */
export interface RecordUse {
  count: number;
  /** What one such row is called, in lower case ("campus", "user account"). */
  noun: string;
}

/**
 * What a row of a table that is no resource is called when it still uses a record (by table;
 * resources are called by their title).
 */
export const RECORD_NOUNS: Readonly<Record<string, string>> = {
  users: 'user account',
  documents: 'document',
};

/** The plural of a lower-case noun ("campus" -> "campuses", "faculty" -> "faculties"). */
export function pluralOf(noun: string): string {
  if (/[^aeiou]y$/.test(noun)) return `${noun.slice(0, -1)}ies`;
  if (/(s|x|z|ch|sh)$/.test(noun)) return `${noun}es`;
  return `${noun}s`;
}

/**
 * Field messages of values no field takes, whatever its label: ids and numbers beyond what the
 * database holds, loose text for numbers or flags, days that are not on the calendar, NUL bytes.
 */
/** What the database refused, by its error code (the last resort: the schemas refuse first). */
const DATABASE_MESSAGES: Readonly<Record<string, string>> = {
  '22P02': 'This value is not of the right kind.',
  '22003': 'This number is too large.',
  '22001': 'This text is too long.',
  '22007': 'This is not a date (YYYY-MM-DD).',
  '22008': 'This date is not on the calendar.',
  '22021': 'This text holds characters that cannot be stored.',
  '22P05': 'This text holds characters that cannot be stored.',
  '23503': 'This record was not found.',
};

export const INPUT_MESSAGES = {
  id: (label: string) =>
    `${label} must be a whole number from 1 to 2147483647, without leading zeros`,
  number: (label: string) => `${label} must be a number`,
  wholeNumber: (label: string) => `${label} must be a whole number`,
  atLeast: (label: string, min: number) => `${label} must be at least ${min}`,
  atMost: (label: string, max: number) => `${label} must be at most ${max}`,
  flag: (label: string) => `${label} must be true or false`,
  date: (label: string) => `${label} must be a date (YYYY-MM-DD)`,
  noNul: (label: string) => `${label} must not contain NUL characters`,
  database: DATABASE_MESSAGES,
  /** 409 on deleting a record others still use: "This university is still used by 12 campuses and 3 user accounts." */
  stillUsed: (title: string, uses: readonly RecordUse[]) => {
    const parts = uses.map(({ count, noun }) => `${count} ${count === 1 ? noun : pluralOf(noun)}`);
    const last = parts.pop() ?? '';
    const list = parts.length > 0 ? `${parts.join(', ')} and ${last}` : last;
    return `This ${title.toLowerCase()} is still used by ${list}.`;
  },
} as const;

/** The address blocks of a person's record (student, employee). */
export const ADDRESS_TEXTS = {
  permanent: 'Permanent Address',
  temporary: 'Temporary Address',
  location: 'Location',
  sameAsPermanent: 'Same as permanent address',
  provinceFirst: 'Choose the province first',
  districtFirst: 'Choose the district first',
  districtOutsideProvince: 'The district is not in the selected province',
  localLevelOutside: 'The local level is not in the selected district',
} as const;
