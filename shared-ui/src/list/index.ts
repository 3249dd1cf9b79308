export * from './ListTable';
export * from './FilterBar';
export * from './ListLoadFailed';
export * from './dueColumns';
