/** Spec section 9: the second notice style shows up to 20 notices at once. */
export const NOTICE_MAX_COUNT = 20;
