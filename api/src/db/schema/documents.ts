/** Files kept against records, and the saved drafts of multi-step forms. */
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  primaryKey,
  varchar,
} from 'drizzle-orm/pg-core';
import { audit, tz } from './resource-table';
import { campuses, universities } from './places';
import { users } from './users';

/**
 * Files kept against a record (entity 'Employee', 'Land', 'AccreditationCycle'...), scoped like
 * the record; a public one (an accreditation's published report) is also read without sign-in.
 */
export const documents = pgTable(
  'documents',
  {
    id: serial('id').primaryKey(),
    entity: varchar('entity', { length: 30 }).notNull(),
    entityId: integer('entity_id').notNull(),
    documentType: varchar('document_type', { length: 30 }).notNull(),
    title: varchar('title', { length: 200 }),
    fileName: varchar('file_name', { length: 200 }).notNull(),
    originalName: varchar('original_name', { length: 255 }).notNull(),
    mimeType: varchar('mime_type', { length: 100 }).notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    universityId: integer('university_id').references(() => universities.id),
    campusId: integer('campus_id').references(() => campuses.id),
    isPublic: boolean('is_public').notNull().default(false),
    ...audit(),
  },
  (t) => [index('documents_entity_idx').on(t.entity, t.entityId)],
);

/** One saved draft per user and multi-step form. */
export const formDrafts = pgTable(
  'form_drafts',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    form: varchar('form', { length: 60 }).notNull(),
    step: integer('step').notNull().default(0),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    updatedAt: tz('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.form] })],
);
