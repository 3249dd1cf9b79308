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
export * from './fees';
export * from './receipts';
export * from './esewa';
export * from './enrolment';
export * from './leaving';
export * from './graduation';
export * from './character';
export * from './gradingScheme';
export * from './exams';
export * from './passRate';
