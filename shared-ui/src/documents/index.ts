export * from './DocumentsManager';
export * from './BsAdDateInput';
