export * from './academic';
export * from './setup';
export * from './organization';
export * from './employee';
export * from './student';
