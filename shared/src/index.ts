export * from './constants';
export * from './messages';
export * from './member.schema';
// Not './password-rules' (with the common-password list): import '@karat/shared/password-rules'.
export * from './material.schema';
export * from './client.schema';
export * from './sidebar';
export * from './dates';
export * from './order-status';
export * from './order-search';
export * from './address';
export * from './close.schema';
export * from './package-code-search';
export * from './order-columns';
export * from './phone';
export * from './call-windows';
export * from './order-form.schema';
export * from './like';
