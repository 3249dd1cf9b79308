/** Accreditation cycles as the API answers them, for the screens' tests. */
import type { CycleDetail, CycleRow, DocumentRow } from '@hemis/shared-contracts';

export const row = (overrides: Partial<CycleRow> = {}): CycleRow => ({
  id: 7,
  campusId: 49,
  campusName: 'Bhaktapur Multiple Campus',
  campusType: 'constituent',
  universityId: 1,
  universityName: 'Tribhuvan University',
  provinceId: 3,
  provinceName: 'Bagmati',
  cycleNumber: 1,
  title: 'Accredited',
  stage: 'letterOfIntent',
  stageLabel: 'Letter of Intent',
  nextStage: 'eligibilityLetter',
  status: 'inProgress',
  standing: null,
  startedOn: '2025-01-10',
  awardedOn: null,
  awardedOnBs: null,
  expiresOn: null,
  expiresOnBs: null,
  certificateNo: null,
  ...overrides,
});

export const entry = (
  stage: CycleDetail['stages'][number]['stage'],
  label: string,
  datedOn: string,
) => ({
  stage,
  label,
  datedOn,
  datedOnBs: null,
  note: null,
  details: {},
  recordedBy: 'Ugc Admin',
  recordedAt: '2025-01-10T00:00:00.000Z',
});

export const detail = (overrides: Partial<CycleDetail> = {}): CycleDetail => ({
  ...row(),
  reason: null,
  stages: [entry('letterOfIntent', 'Letter of Intent', '2025-01-10')],
  can: { recordNext: true, withdraw: false, certificate: false, documentTypes: [] },
  ...overrides,
});

export const counts = (
  key: number | null,
  group: string,
  community: number,
  privateCount: number,
) => ({
  key,
  group,
  community,
  constituent: 0,
  private: privateCount,
  total: community + privateCount,
});
export const report = (params: unknown) => {
  const expiring = (params as { expiringWithinMonths?: number }).expiringWithinMonths;
  return {
    title: expiring
      ? 'Accreditations Expiring'
      : 'Accredited Campuses by Campus Type and University',
    groupHeader: 'University',
    asOf: '2026-11-29',
    rows: [counts(1, 'Tribhuvan University', 3, 2), counts(2, 'Pokhara University', 0, 1)],
    total: counts(null, 'Total', 3, 3),
    campuses: expiring
      ? [
          row({
            status: 'accredited',
            standing: 'Expired',
            expiresOn: '2026-01-01',
            expiresOnBs: '2082-09-17',
          }),
        ]
      : [],
  };
};

export const document = (id: number, documentType: string, isPublic: boolean): DocumentRow => ({
  id,
  documentType,
  title: null,
  originalName: `${documentType}.pdf`,
  mimeType: 'application/pdf',
  sizeBytes: 2048,
  uploadedAt: '2025-02-01T10:00:00.000Z',
  uploadedBy: 'College Admin',
  isPublic,
});
