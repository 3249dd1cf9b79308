export * from './useServerDraft';
export * from './MultiStepRegister';
export * from './ImageInput';
export * from './PendingDocuments';
export * from './StepFieldItem';
export * from './registerSteps';
export * from './useRecordRegister';
export * from './useRegisterForm';
