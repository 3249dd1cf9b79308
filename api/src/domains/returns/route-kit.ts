/** What every statistical-return route says about itself: its OpenAPI tags, security and errors, and the permission it checks. */
export type { ZodApp } from '../../lib/resource/types';
export { errors, security } from '../../lib/route-kit';

export const tags = ['statistical returns'];
export const view = { auth: { permission: 'report:view' as const } };
export const edit = { auth: { permission: 'report:edit' as const, scope: ['campus'] as const } };
export const approve = { auth: { permission: 'report:approve' as const } };
export const commission = {
  auth: { permission: 'report:approve' as const, scope: ['nation'] as const },
};
export const exported = { auth: { permission: 'report:export' as const } };
