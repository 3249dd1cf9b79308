/** What every accreditation route says about itself: its tags, security, errors and permission. */
export type { ZodApp } from '../../lib/resource/types';
export { errors, security } from '../../lib/route-kit';

export const tags = ['accreditation'];
export const view = { auth: { permission: 'accreditation:view' as const } };
export const exported = { auth: { permission: 'accreditation:export' as const } };
export const commission = {
  auth: { permission: 'accreditation:add' as const, scope: ['nation'] as const },
};
export const recording = {
  auth: { permission: 'accreditation:edit' as const, scope: ['nation', 'campus'] as const },
};
