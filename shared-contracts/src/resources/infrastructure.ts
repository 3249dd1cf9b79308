/**
 * A campus's infrastructure registers (the commission's annual data form asks each campus for
 * them): land, buildings, labs, hostels, facilities, library and equipment. A campus keeps its
 * own; its university reads its campuses', the commission every campus's.
 */
import { bsYearToday } from '../dates';
import { landPartProblems, LAND_UNITS, type LandUnitSystem } from '../landArea';
import {
  addProblems,
  inOrder,
  choice,
  choices,
  decimal,
  defineResourceContract,
  flag,
  integer,
  longText,
  text,
  type Choice,
  type NumberField,
} from '../resource';
import { addressFields, campusRef, requiredChoice, requiredText } from './fields';

/** Every register's owner: the campus (set by the API from the caller's own campus). */
const campus = () => ({ campusId: campusRef(false, true) });

/** A count of things (rooms, seats, books): a whole number from 0. */
const count = (label: string, required = false, max = 1_000_000) =>
  integer(label, { min: 0, max, ...(required ? { required: `${label} is required` } : {}) });

/** What state a building or a piece of equipment is in. */
export const CONDITIONS: readonly Choice[] = choices({
  good: 'Good',
  needsRepair: 'Needs Repair',
  unusable: 'Unusable',
});

export const LAND_OWNERSHIPS: readonly Choice[] = choices({
  own: 'Own',
  lease: 'Lease',
  government: 'Government',
  other: 'Other',
});

export const LAND_UNIT_SYSTEMS: readonly Choice[] = choices({
  hill: 'Ropani-Aana-Paisa-Daam (hill)',
  terai: 'Bigha-Kattha-Dhur (Terai)',
});

const isUnitSystem = (value: unknown): value is LandUnitSystem =>
  value === 'hill' || value === 'terai';

/** One whole-number field per unit part: the part is less than what makes its larger unit. */
// eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- Object.fromEntries is typed with string keys; LAND_UNITS names exactly these parts
const unitParts = Object.fromEntries(
  [...LAND_UNITS.hill, ...LAND_UNITS.terai].map((unit) => [
    unit.name,
    integer(unit.label, {
      min: 0,
      max: unit.perLarger ? 1000 : 1_000_000,
      column: false,
    }),
  ]),
) as Record<'ropani' | 'aana' | 'paisa' | 'daam' | 'bigha' | 'kattha' | 'dhur', NumberField>;

export const landContract = defineResourceContract({
  name: 'Land',
  title: 'Land',
  module: 'infrastructure',
  ownership: 'campusKept',
  updateMethod: 'PATCH',
  unique: ['locationDistrictId', 'kittaNo'],
  defaultSort: 'kittaNo',
  fields: {
    ...campus(),
    kittaNo: requiredText('Plot (Kitta) No.', 50),
    landOwnership: requiredChoice('Ownership', LAND_OWNERSHIPS),
    ...addressFields('location', true),
    unitSystem: choice('Unit System', LAND_UNIT_SYSTEMS, {
      required: 'Unit system is required',
      column: false,
      section: 'Area',
    }),
    ...unitParts,
    /** Set by the API from the unit parts: m², exact to 2 decimals. */
    areaSqm: decimal('Area (m²)', { readOnly: true }),
    remarks: longText('Remarks'),
  },
  refine: (values, ctx) => {
    if (isUnitSystem(values.unitSystem)) {
      addProblems(ctx, landPartProblems(values.unitSystem, values));
    }
  },
  messages: { conflict: 'This plot (kitta) is already recorded in this district!' },
});

export const BUILDING_STRUCTURES: readonly Choice[] = choices({
  rccFrame: 'RCC Frame',
  loadBearing: 'Load-bearing Masonry',
  steel: 'Steel',
  timberOther: 'Timber/Other',
});

export const FUNDING_SOURCES: readonly Choice[] = choices({
  government: 'Government',
  ugc: 'UGC',
  university: 'University',
  own: 'Own Source',
  donor: 'Donor',
  other: 'Other',
});

/** A Bikram Sambat year a building was completed in. */
const bsYear = (label: string) => integer(label, { min: 1900, max: 2200 });

export const BUILDING_MESSAGES = {
  yearInFuture: 'The year a building was built cannot be after this year (BS)',
} as const;

export const buildingContract = defineResourceContract({
  name: 'Building',
  title: 'Building',
  module: 'infrastructure',
  ownership: 'campusKept',
  updateMethod: 'PATCH',
  unique: ['buildingName'],
  defaultSort: 'buildingName',
  fields: {
    ...campus(),
    buildingName: requiredText('Building Name', 150),
    floors: integer('Floors', { required: 'Floors is required', min: 1, max: 100 }),
    classrooms: count('Classrooms', false, 10_000),
    labRooms: { ...count('Lab Rooms', false, 10_000), column: false },
    offices: { ...count('Office Rooms', false, 10_000), column: false },
    libraryRooms: { ...count('Library Rooms', false, 10_000), column: false },
    toiletsMale: { ...count('Toilets (Male)', false, 10_000), column: false },
    toiletsFemale: { ...count('Toilets (Female)', false, 10_000), column: false },
    toiletsAccessible: { ...count('Toilets (Disability-friendly)', false, 10_000), column: false },
    plinthAreaSqm: decimal('Plinth Area (m²)', { min: 0, max: 1e9 }),
    yearBuiltBs: bsYear('Year Built (BS)'),
    structure: requiredChoice('Structure', BUILDING_STRUCTURES),
    condition: requiredChoice('Condition', CONDITIONS),
    fundingSource: choice('Funding Source', FUNDING_SOURCES, { filter: true }),
    hasRamp: flag('Ramp', { column: false, section: 'Accessibility' }),
    hasLift: flag('Lift', { column: false }),
    hasAccessibleToilet: flag('Accessible Toilet', { column: false }),
    hasHandrails: flag('Handrails', { column: false }),
    remarks: longText('Remarks'),
  },
  refine: (values, ctx) => {
    // A building is recorded once it stands: its year cannot be one still to come.
    if (typeof values.yearBuiltBs === 'number' && values.yearBuiltBs > bsYearToday()) {
      ctx.addIssue({
        code: 'custom',
        path: ['yearBuiltBs'],
        message: BUILDING_MESSAGES.yearInFuture,
      });
    }
  },
  messages: { conflict: 'A building of this name is already recorded!' },
});

export const labContract = defineResourceContract({
  name: 'Lab',
  title: 'Lab',
  module: 'infrastructure',
  ownership: 'campusKept',
  updateMethod: 'PATCH',
  unique: ['labName'],
  defaultSort: 'labName',
  fields: {
    ...campus(),
    labName: requiredText('Lab Name', 150),
    subject: requiredText('Subject or Discipline', 150),
    capacity: count('Capacity (seats)', true, 10_000),
    equipmentList: longText('Equipment List', { max: 5000 }),
  },
  messages: { conflict: 'A lab of this name is already recorded!' },
});

export const HOSTEL_FOR: readonly Choice[] = choices({
  boys: 'Boys',
  girls: 'Girls',
});

export const HOSTEL_MESSAGES = {
  occupiedOverCapacity: 'Occupied beds cannot be more than the capacity',
} as const;

export const hostelContract = defineResourceContract({
  name: 'Hostel',
  title: 'Hostel',
  module: 'infrastructure',
  ownership: 'campusKept',
  updateMethod: 'PATCH',
  unique: ['hostelName'],
  defaultSort: 'hostelName',
  fields: {
    ...campus(),
    hostelName: requiredText('Hostel Name', 150),
    hostelFor: requiredChoice('For', HOSTEL_FOR),
    capacity: count('Capacity (beds)', true, 100_000),
    occupied: count('Occupied (beds)', false, 100_000),
    remarks: longText('Remarks'),
  },
  refine: inOrder('occupied', 'capacity', HOSTEL_MESSAGES.occupiedOverCapacity, { on: 'occupied' }),
  messages: { conflict: 'A hostel of this name is already recorded!' },
});

export const FACILITIES: readonly Choice[] = choices({
  internet: 'Internet',
  drinkingWater: 'Drinking Water',
  canteen: 'Canteen',
  sports: 'Sports Ground',
  healthDesk: 'Health Desk',
  electricityBackup: 'Electricity Backup',
  transport: 'Transport',
  auditorium: 'Auditorium/Hall',
  parking: 'Parking',
  cctv: 'CCTV',
  other: 'Other',
});

export const FACILITY_STATUSES: readonly Choice[] = choices({
  available: 'Available/Functional',
  partly: 'Partly',
  notAvailable: 'Not Available',
});

export const FACILITY_MESSAGES = {
  otherNameRequired: 'Name the facility',
} as const;

export const facilityContract = defineResourceContract({
  name: 'Facility',
  title: 'Facility',
  module: 'infrastructure',
  ownership: 'campusKept',
  updateMethod: 'PATCH',
  defaultSort: 'facility',
  fields: {
    ...campus(),
    facility: requiredChoice('Facility', FACILITIES),
    otherFacility: text('Other Facility', { max: 150 }),
    facilityStatus: requiredChoice('Status', FACILITY_STATUSES),
    remarks: longText('Remarks'),
  },
  refine: (values, ctx) => {
    const named = typeof values.otherFacility === 'string' && values.otherFacility.trim() !== '';
    if (values.facility === 'other' && !named) {
      addProblems(ctx, { otherFacility: FACILITY_MESSAGES.otherNameRequired });
    }
  },
});

export const libraryContract = defineResourceContract({
  name: 'Library',
  title: 'Library',
  module: 'infrastructure',
  ownership: 'campusKept',
  updateMethod: 'PATCH',
  unique: ['libraryName'],
  defaultSort: 'libraryName',
  fields: {
    ...campus(),
    libraryName: requiredText('Library Name', 150),
    books: count('Books', true, 100_000_000),
    journals: count('Journals', false, 10_000_000),
    eResources: count('E-resources', false, 100_000_000),
    seats: count('Seats', false, 100_000),
    isAutomated: flag('Automated'),
    remarks: longText('Remarks'),
  },
  messages: { conflict: 'A library of this name is already recorded!' },
});

export const equipmentContract = defineResourceContract({
  name: 'Equipment',
  title: 'Equipment',
  module: 'infrastructure',
  ownership: 'campusKept',
  updateMethod: 'PATCH',
  defaultSort: 'itemName',
  fields: {
    ...campus(),
    itemName: requiredText('Item', 150),
    quantity: count('Quantity', true, 10_000_000),
    valueNpr: decimal('Value (NPR)', { min: 0, max: 1e12 }),
    condition: requiredChoice('Condition', CONDITIONS),
    location: text('Location', { max: 150 }),
    remarks: longText('Remarks'),
  },
});

/** The infrastructure registers, in their sidebar order. */
export const INFRASTRUCTURE_CONTRACTS = [
  landContract,
  buildingContract,
  labContract,
  hostelContract,
  facilityContract,
  libraryContract,
  equipmentContract,
] as const;
