/**
 * Where things are: Nepal's provinces, districts and local levels (reference data), the
 * universities and their campuses.
 */
import {
  doublePrecision,
  index,
  integer,
  pgEnum,
  pgTable,
  serial,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { audit, flagOn, live, norm, owner, requiredRef } from './resource-table';

export const campusTypeEnum = pgEnum('campus_type', ['constituent', 'private', 'community']);

export const provinces = pgTable('provinces', {
  id: integer('id').primaryKey(),
  name: varchar('name', { length: 60 }).notNull().unique(),
});

export const districts = pgTable(
  'districts',
  {
    id: integer('id').primaryKey(),
    name: varchar('name', { length: 60 }).notNull().unique(),
    provinceId: requiredRef('province_id', () => provinces.id),
    /** Mountain, Hill or Terai (reference data, set at every start). */
    belt: varchar('belt', { length: 10 }),
  },
  (t) => [index('districts_province_idx').on(t.provinceId)],
);

/** Nepal's 753 local levels (reference data, seeded in every mode from db/data). */
export const localLevels = pgTable(
  'local_levels',
  {
    id: integer('id').primaryKey(),
    districtId: requiredRef('district_id', () => districts.id),
    name: varchar('name', { length: 120 }).notNull(),
    nameNe: varchar('name_ne', { length: 120 }).notNull(),
    /** metropolitan-city, sub-metropolitan-city, municipality or rural-municipality. */
    type: varchar('type', { length: 30 }).notNull(),
  },
  (t) => [uniqueIndex('local_levels_district_name_uq').on(t.districtId, t.name)],
);

export const universities = pgTable(
  'universities',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 200 }).notNull(),
    shortName: varchar('short_name', { length: 30 }),
    category: varchar('category', { length: 20 }),
    establishedYear: integer('established_year'),
    /** Seat of the university (its central office). */
    localLevel: varchar('local_level', { length: 120 }),
    districtId: integer('district_id').references(() => districts.id),
    provinceId: integer('province_id').references(() => provinces.id),
    address: varchar('address', { length: 300 }),
    phone: varchar('phone', { length: 20 }),
    email: varchar('email', { length: 254 }),
    website: varchar('website', { length: 200 }),
    logo: varchar('logo', { length: 200 }),
    status: flagOn('status'),
    ...audit(),
  },
  (t) => [uniqueIndex('universities_name_uq').on(norm(t.name)).where(live(t))],
);

export const campuses = pgTable(
  'campuses',
  {
    id: serial('id').primaryKey(),
    campusName: varchar('campus_name', { length: 200 }).notNull(),
    campusType: campusTypeEnum('campus_type').notNull(),
    universityId: integer('university_id').references(() => universities.id),
    provinceId: integer('province_id').references(() => provinces.id),
    districtId: integer('district_id').references(() => districts.id),
    localLevel: varchar('local_level', { length: 120 }),
    address: varchar('address', { length: 300 }),
    phone: varchar('phone', { length: 30 }),
    email: varchar('email', { length: 254 }),
    logo: varchar('logo', { length: 200 }),
    code: varchar('code', { length: 30 }),
    establishedYear: integer('established_year'),
    ward: integer('ward'),
    website: varchar('website', { length: 200 }),
    chiefName: varchar('chief_name', { length: 100 }),
    chiefPhone: varchar('chief_phone', { length: 20 }),
    chiefEmail: varchar('chief_email', { length: 254 }),
    focalPersonName: varchar('focal_person_name', { length: 100 }),
    focalPersonPhone: varchar('focal_person_phone', { length: 20 }),
    focalPersonEmail: varchar('focal_person_email', { length: 254 }),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    bankName: varchar('bank_name', { length: 100 }),
    bankBranch: varchar('bank_branch', { length: 100 }),
    bankAccountNo: varchar('bank_account_no', { length: 30 }),
    /** The language the campus prints its documents in ('en' or 'ne'; null: English). */
    documentLanguage: varchar('document_language', { length: 2 }),
    status: flagOn('status'),
    ...audit(),
  },
  (t) => [
    index('campuses_university_idx').on(t.universityId),
    uniqueIndex('campuses_name_uq').on(owner(t.universityId), norm(t.campusName)).where(live(t)),
  ],
);
