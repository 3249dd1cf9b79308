export * from './academic';
export * from './setup';
export * from './organization';
export * from './employee';
export * from './student';
export * from './infrastructure';
export * from './accounts';
export {
  ADDRESS_PARTS,
  LOCAL_LEVEL_PATH,
  MAX_WARD,
  addressFields,
  localLevelLabel,
  type AddressKind,
  type AddressPrefix,
} from './fields';
export * from './finance';
export * from './feeTypes';
export * from './fees';
export * from './esewa';
export * from './enrolment';
export * from './leaving';
export * from './graduation';
export * from './studentDates';
export * from './character';
export * from './gradingScheme';
export * from './exams';
export * from './passRate';
export * from './research';
export * from './signedReturn';
export * from './grants';
