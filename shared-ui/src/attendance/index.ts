export * from './AttendanceRegister';
export * from './AttendanceParts';
