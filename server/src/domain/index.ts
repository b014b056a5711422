// The command rules: pure functions of the loaded state (no I/O, no LoopBack, no clock: `now` is
// an argument), each answering the change and its notices, or a DomainError with the spec's text.
// A service loads (repositories, in the transaction that locks the rows, or with the row version
// for a conditional write), decides (one call here), and writes (repositories: the change and its
// audit entry in one statement). Controllers parse and delegate. A new command (valuation,
// teller, payer, bursar) gets its decideX here, a unit test per rule and per error text, and the
// same load-decide-write service method.
export * from './admin-order';
export * from './buyer-order';
export * from './client-edit';
export * from './calls';
export * from './close';
export * from './complaint';
export * from './domain-error';
export * from './member';
export * from './new-order';
export * from './order';
export * from './order-access';
export * from './receive';
export * from './register-package';
export * from './return-code-sms';
export * from './sms-limits';
export * from './transfer';
export * from './packager';
export * from './valuation';
export * from './valuation-images';
export * from './teller';
export * from './bursar';
export * from './payment';
export * from './qz-signing';
export * from './report';
export * from './police';
export * from './time-record';
