export * from './types';
export * from './api';
export * from './display';
export * from './dependent';
export * from './useResourceList';
export * from './ResourceForm';
export * from './ResourceScreen';
export * from './defineResource';
