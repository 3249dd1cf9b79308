export * from './academic';
