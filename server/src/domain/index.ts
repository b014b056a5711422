// The command rules: pure functions of the loaded state (no I/O, no LoopBack), each answering the
// change and its notices or a DomainError. Services load, decide, write.
export * from './buyer-order';
export * from './calls';
export * from './close';
export * from './domain-error';
export * from './order';
export * from './order-access';
export * from './receive';
export * from './register-package';
export * from './return-code-sms';
export * from './transfer';
