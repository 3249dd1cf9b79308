export * from './ListTable';
export * from './FilterBar';
