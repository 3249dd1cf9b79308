export * from './AttendanceRegister';
