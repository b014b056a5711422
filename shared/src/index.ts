export * from './constants';
export * from './messages';
export * from './member.schema';
export * from './material.schema';
export * from './client.schema';
export * from './sidebar';
export * from './dates';
export * from './order-status';
