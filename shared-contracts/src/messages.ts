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
