export * from './LineTable';
