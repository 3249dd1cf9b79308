/**
 * The builder of registry tables (resource-table.ts) over the places a reference field may point
 * at by resource name. Each table it builds becomes a target too, so a table is built after the
 * tables its references name: each file imports the files of those tables (the foreign keys
 * drizzle-kit generates depend on it).
 */
import { resourceTables } from './resource-table';
import { campuses, districts, provinces, universities } from './places';

export const resourceTable = resourceTables({
  University: universities,
  Campus: campuses,
  Province: provinces,
  District: districts,
});
