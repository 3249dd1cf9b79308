/**
 * Land areas as Nepal measures them: ropani-aana-paisa-daam in the hills, bigha-kattha-dhur in
 * the Terai. A land register stores square metres (exact to 2 decimals) and shows both systems;
 * the API computes the stored figure and the screens show it back with these same functions.
 */

/** One international square foot in square metres (exact by definition). */
export const SQUARE_FOOT_M2 = 0.09290304;
/** 1 ropani = 5476 ft². */
export const ROPANI_M2 = 5476 * SQUARE_FOOT_M2;
/** 1 bigha = 72,900 ft². */
export const BIGHA_M2 = 72_900 * SQUARE_FOOT_M2;

export type LandUnitSystem = 'hill' | 'terai';

export interface LandUnit {
  /** The part's field name in a land record. */
  name: string;
  label: string;
  /** How many of this unit make one of the next larger unit (none for the largest). */
  perLarger?: number;
}

/** Each system's units, largest first. */
export const LAND_UNITS: Readonly<Record<LandUnitSystem, readonly LandUnit[]>> = {
  hill: [
    { name: 'ropani', label: 'Ropani' },
    { name: 'aana', label: 'Aana', perLarger: 16 },
    { name: 'paisa', label: 'Paisa', perLarger: 4 },
    { name: 'daam', label: 'Daam', perLarger: 4 },
  ],
  terai: [
    { name: 'bigha', label: 'Bigha' },
    { name: 'kattha', label: 'Kattha', perLarger: 20 },
    { name: 'dhur', label: 'Dhur', perLarger: 20 },
  ],
};

/** The area of each system's largest unit. */
const LARGEST_M2: Readonly<Record<LandUnitSystem, number>> = { hill: ROPANI_M2, terai: BIGHA_M2 };

/** Every unit part's field name, of both systems. */
export const LAND_PART_NAMES = [...LAND_UNITS.hill, ...LAND_UNITS.terai].map((unit) => unit.name);

/** How many of a system's smallest unit make each of its units (ropani: 256 daam). */
function smallestPer(system: LandUnitSystem): number[] {
  const units = LAND_UNITS[system];
  return units.map((_, index) =>
    units.slice(index + 1).reduce((product, unit) => product * (unit.perLarger ?? 1), 1),
  );
}

/** Rounded to 2 decimals (what a numeric(14, 2) column keeps). */
export function roundTo2(value: number): number {
  return Math.round((value + Number.EPSILON * Math.abs(value)) * 100) / 100;
}

/** The area in m² (not rounded) of parts in a system; a missing part counts as 0. */
export function landPartsToSquareMetres(
  system: LandUnitSystem,
  parts: Readonly<Record<string, number | null | undefined>>,
): number {
  const per = smallestPer(system);
  const smallest = LAND_UNITS[system].reduce(
    (sum, unit, index) => sum + (parts[unit.name] ?? 0) * (per[index] ?? 1),
    0,
  );
  return (smallest * LARGEST_M2[system]) / (per[0] ?? 1);
}

/**
 * An area in m² as whole parts of a system, the smallest unit with up to 2 decimals; a smallest
 * part that rounds up to a whole larger unit carries into it (never "2-5-3-4" daam).
 */
export function squareMetresToLandParts(
  system: LandUnitSystem,
  squareMetres: number,
): Record<string, number> {
  const units = LAND_UNITS[system];
  const per = smallestPer(system);
  const smallestM2 = LARGEST_M2[system] / (per[0] ?? 1);
  // Whole hundredths of the smallest unit, so the carry is exact.
  let hundredths = Math.round((Math.max(0, squareMetres) / smallestM2) * 100);
  const parts: Record<string, number> = {};
  units.forEach((unit, index) => {
    const size = (per[index] ?? 1) * 100;
    const last = index === units.length - 1;
    const whole = last ? hundredths / 100 : Math.floor(hundredths / size);
    parts[unit.name] = whole;
    hundredths -= last ? hundredths : whole * size;
  });
  return parts;
}

/** "2-5-2-1" (ropani-aana-paisa-daam) or "1-2-3.5" (bigha-kattha-dhur) for an area in m². */
export function formatLandArea(system: LandUnitSystem, squareMetres: number): string {
  const parts = squareMetresToLandParts(system, squareMetres);
  return LAND_UNITS[system].map((unit) => String(parts[unit.name] ?? 0)).join('-');
}

/** The units' names joined as in formatLandArea ("Ropani-Aana-Paisa-Daam"). */
export const landUnitsLabel = (system: LandUnitSystem) =>
  LAND_UNITS[system].map((unit) => unit.label).join('-');

export const LAND_AREA_MESSAGES = {
  partTooLarge: (unit: LandUnit, larger: LandUnit) =>
    `${unit.label} must be less than ${unit.perLarger ?? 0} (that many make one ${larger.label.toLowerCase()})`,
  otherSystem: (unit: LandUnit, system: LandUnitSystem) =>
    `${unit.label} is not a unit of the ${system === 'hill' ? 'hill' : 'Terai'} system`,
  areaRequired: 'Enter the area (at least one unit)',
} as const;

/**
 * What is wrong with the parts entered for a system, by field: a part reaching its larger unit
 * (aana ≥ 16), a part of the other system, or no area at all. Empty when they hold.
 */
export function landPartProblems(
  system: LandUnitSystem,
  parts: Readonly<Record<string, unknown>>,
): Record<string, string> {
  const problems: Record<string, string> = {};
  const units = LAND_UNITS[system];
  units.forEach((unit, index) => {
    const value = parts[unit.name];
    const larger = units[index - 1];
    if (typeof value === 'number' && larger && unit.perLarger && value >= unit.perLarger) {
      problems[unit.name] = LAND_AREA_MESSAGES.partTooLarge(unit, larger);
    }
  });
  const other: LandUnitSystem = system === 'hill' ? 'terai' : 'hill';
  for (const unit of LAND_UNITS[other]) {
    const value = parts[unit.name];
    if (typeof value === 'number' && value !== 0) {
      problems[unit.name] = LAND_AREA_MESSAGES.otherSystem(unit, system);
    }
  }
  const entered = units.some((unit) => {
    const value = parts[unit.name];
    return typeof value === 'number' && value > 0;
  });
  const first = units[0];
  if (!entered && first) problems[first.name] = LAND_AREA_MESSAGES.areaRequired;
  return problems;
}
