/**
 * GET /Infrastructure/Figures: the infrastructure home's totals over the registers the caller
 * reads (a campus its own, a university its campuses', the commission every campus's).
 */
import { and, count, isNull, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { ROPANI_M2, roundTo2, type SectionFigures } from '@hemis/shared-contracts';
import type { Database } from '../../db/client';
import type { ResourceHandle } from '../../lib/resource/register';
import type { ScopeFilter } from '../../plugins/auth';

interface Registers {
  land: ResourceHandle;
  building: ResourceHandle;
  lab: ResourceHandle;
  hostel: ResourceHandle;
  library: ResourceHandle;
}

/** Sums (or a count, without a column) over the live rows of a register the scope reads. */
async function total(
  db: Database,
  scope: ScopeFilter,
  handle: ResourceHandle,
  columnName?: string,
): Promise<number> {
  const column = (name: string): AnyPgColumn => {
    const found = handle.columns[name];
    if (!found) throw new Error(`${handle.contract.name}: no column ${name}`);
    return found;
  };
  const value: SQL<unknown> = columnName ? sql`coalesce(sum(${column(columnName)}), 0)` : count();
  const [row] = await db
    .select({ value })
    .from(handle.table)
    .where(and(isNull(column('deletedAt')), handle.readCondition(scope)));
  return Number(row?.value ?? 0);
}

export async function infrastructureFigures(
  db: Database,
  scope: ScopeFilter,
  registers: Registers,
): Promise<SectionFigures> {
  const [landArea, buildingCount, classrooms, labSeats, hostelBeds, books] = await Promise.all([
    total(db, scope, registers.land, 'areaSqm'),
    total(db, scope, registers.building),
    total(db, scope, registers.building, 'classrooms'),
    total(db, scope, registers.lab, 'capacity'),
    total(db, scope, registers.hostel, 'capacity'),
    total(db, scope, registers.library, 'books'),
  ]);
  return {
    figures: [
      { key: 'landArea', label: 'Land Area', value: roundTo2(landArea), unit: 'm²', precision: 2 },
      {
        key: 'landRopani',
        label: 'Land Area (ropani)',
        value: roundTo2(landArea / ROPANI_M2),
        unit: 'ropani',
        precision: 2,
      },
      { key: 'buildings', label: 'Buildings', value: buildingCount },
      { key: 'classrooms', label: 'Classrooms', value: classrooms },
      { key: 'labSeats', label: 'Lab Seats', value: labSeats },
      { key: 'hostelBeds', label: 'Hostel Beds', value: hostelBeds },
      { key: 'books', label: 'Library Books', value: books },
    ],
  };
}
