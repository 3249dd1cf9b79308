/** The stored square metres of a land record, from the unit parts it was entered in. */
import { landPartsToSquareMetres, roundTo2 } from '@hemis/shared-contracts';
import type { Row } from '../../lib/resource/register';

/** `{ areaSqm }` for the record as it will be (its schema has checked the parts already). */
export function landAreaOf(values: Row): { areaSqm: number | null } {
  const system = values.unitSystem;
  if (system !== 'hill' && system !== 'terai') return { areaSqm: null };
  const parts: Record<string, number> = {};
  for (const [name, value] of Object.entries(values)) {
    if (typeof value === 'number') parts[name] = value;
  }
  return { areaSqm: roundTo2(landPartsToSquareMetres(system, parts)) };
}
