/**
 * Students: the record, verification, duplicates, upgrade, attendance, reports, cards, import, and
 * the student an entry of another record is about.
 */
export * from './record';
export * from './verification';
export * from './duplicates';
export * from './upgrade';
export * from './attendance';
export * from './reports';
export * from './cards';
export * from './import';
export * from './entry';
