export * from './documentFiles';
export * from './DocumentFormItems';
export * from './DocumentsManager';
export * from './BsAdDateInput';
