export * from './call-log.repository';
export * from './client.repository';
export * from './complaint.repository';
export * from './member.repository';
export * from './order.repository';
export * from './simple-models.repository';
