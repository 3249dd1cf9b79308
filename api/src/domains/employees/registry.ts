/**
 * The resources an employee record refers to (reference checks and labels): universities,
 * campuses, faculties, departments, sections, posts, ethnic groups, provinces and districts,
 * each visible to a caller as its own contract's ownership says.
 */
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { getTableColumns } from 'drizzle-orm';
import {
  campusContract,
  departmentContract,
  employeePositionContract,
  ethnicGroupContract,
  facultyContract,
  sectionContract,
  universityContract,
  type Ownership,
} from '@hemis/shared-contracts';
import {
  campuses,
  departments,
  districts,
  employeePositions,
  ethnicGroups,
  faculties,
  provinces,
  sections,
  universities,
} from '../../db/schema';
import type { RegistryEntry, ResourceRegistry } from '../../lib/resource/register';
import { readCondition } from '../../lib/resource/scope';

function entryOf(
  contract: { name: string; ownership: Ownership },
  table: PgTable,
  labelField: string,
): [string, RegistryEntry] {
  const columns = getTableColumns(table) as unknown as Record<string, AnyPgColumn | undefined>;
  const column = (name: string): AnyPgColumn => {
    const found = columns[name];
    if (!found) throw new Error(`${contract.name}: no column "${name}"`);
    return found;
  };
  const owners = { universityId: columns.universityId, campusId: columns.campusId };
  return [
    contract.name,
    {
      table,
      id: column('id'),
      label: column(labelField),
      deletedAt: column('deletedAt'),
      visible: (scope) => readCondition(contract.ownership, owners, scope),
    },
  ];
}

/** A registry of the employee record's references (the Employee entry is added on register). */
export function employeeRegistry(): ResourceRegistry {
  return new Map<string, RegistryEntry>([
    ['Province', { table: provinces, id: provinces.id, label: provinces.name }],
    ['District', { table: districts, id: districts.id, label: districts.name }],
    entryOf(universityContract, universities, 'name'),
    entryOf(campusContract, campuses, 'campusName'),
    entryOf(facultyContract, faculties, 'facultyName'),
    entryOf(departmentContract, departments, 'departmentName'),
    entryOf(sectionContract, sections, 'sectionName'),
    entryOf(employeePositionContract, employeePositions, 'positionName'),
    entryOf(ethnicGroupContract, ethnicGroups, 'name'),
  ]);
}
