/** Texts of the account screens that the spec leaves open (profile, links between public screens). */
export const ACCOUNT_MESSAGES = {
  profile: {
    loadFailure: 'Failed to load your profile. Please try again later.',
    updated: 'Your profile has been updated.',
    updateFailure: 'Failed to update your profile. Please try again.',
  },
  campusLogoAlt: 'Campus logo',
} as const;
