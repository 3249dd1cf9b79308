// The accreditation routes' paths, apart from their schemas (paths.ts takes them without zod).
export const ACCREDITATION_PATHS = {
  cycles: '/AccreditationCycle',
  cyclesExport: '/AccreditationCycle/Export',
  cycle: '/AccreditationCycle/:id',
  stage: '/AccreditationCycle/:id/Stage',
  withdraw: '/AccreditationCycle/:id/Withdraw',
  certificate: '/AccreditationCycle/:id/Certificate',
} as const;
