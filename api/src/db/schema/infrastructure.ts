/** A campus's infrastructure registers (the documents of each are in `documents`). */
import { index } from 'drizzle-orm/pg-core';
import * as contracts from '@hemis/shared-contracts';
import { resourceTable } from './registry';

export const lands = resourceTable('lands', contracts.landContract, {
  uniqueName: 'lands_kitta_uq',
});

export const buildings = resourceTable('buildings', contracts.buildingContract);

export const labs = resourceTable('labs', contracts.labContract);

export const hostels = resourceTable('hostels', contracts.hostelContract);

export const facilities = resourceTable('facilities', contracts.facilityContract, {
  indexes: (t) => [index('facilities_campus_idx').on(t.campusId)],
});

export const libraries = resourceTable('libraries', contracts.libraryContract);

export const equipment = resourceTable('equipment', contracts.equipmentContract, {
  indexes: (t) => [index('equipment_campus_idx').on(t.campusId)],
});
