export * from './AttendanceRegister';
export * from './AttendanceParts';
export * from './AttendanceScreen';
