/** Spec section 9: the second notice style shows up to 20 notices at once. */
export const NOTICE_MAX_COUNT = 20;

/** Spec section 9: notices sit at the top right. */
export const NOTICE_PLACEMENT = 'topRight';

/**
 * Distance of the notices from the top of the window: below the shell's header (64 px) with a
 * small gap, so a notice never covers the top menu.
 */
export const NOTICE_TOP_PX = 72;
