/**
 * Resource contracts: the field specs at the bottom, their zod schemas and the list query above
 * them, and `defineResourceContract` on top (each file imports only those below it).
 */
export * from './field-specs';
export * from './field-schemas';
export * from './list-query';
export * from './contract';
export * from './refines';
