import {inject} from '@loopback/core';
import {DefaultTransactionalRepository} from '@loopback/repository';
import {DbDataSource} from '../datasources/db.datasource';
import {
  AccessToken,
  AuditEntry,
  Greetings,
  Material,
  MemberCredentials,
  PackageCodeRegistry,
  PaymentXML,
  SmsLog,
  TimeRecord,
} from '../models';

// Repositories of models without relations: one line each, same datasource.

export class MaterialRepository extends DefaultTransactionalRepository<Material, number> {
  constructor(@inject('datasources.db') ds: DbDataSource) {
    super(Material, ds);
  }
}
export class MemberCredentialsRepository extends DefaultTransactionalRepository<MemberCredentials, number> {
  constructor(@inject('datasources.db') ds: DbDataSource) {
    super(MemberCredentials, ds);
  }
}
export class AccessTokenRepository extends DefaultTransactionalRepository<AccessToken, string> {
  constructor(@inject('datasources.db') ds: DbDataSource) {
    super(AccessToken, ds);
  }
}
export class GreetingsRepository extends DefaultTransactionalRepository<Greetings, number> {
  constructor(@inject('datasources.db') ds: DbDataSource) {
    super(Greetings, ds);
  }
}
export class PaymentXMLRepository extends DefaultTransactionalRepository<PaymentXML, number> {
  constructor(@inject('datasources.db') ds: DbDataSource) {
    super(PaymentXML, ds);
  }
}
export class PackageCodeRegistryRepository extends DefaultTransactionalRepository<PackageCodeRegistry, number> {
  constructor(@inject('datasources.db') ds: DbDataSource) {
    super(PackageCodeRegistry, ds);
  }
}
export class SmsLogRepository extends DefaultTransactionalRepository<SmsLog, number> {
  constructor(@inject('datasources.db') ds: DbDataSource) {
    super(SmsLog, ds);
  }
}
export class AuditEntryRepository extends DefaultTransactionalRepository<AuditEntry, number> {
  constructor(@inject('datasources.db') ds: DbDataSource) {
    super(AuditEntry, ds);
  }
}
export class TimeRecordRepository extends DefaultTransactionalRepository<TimeRecord, number> {
  constructor(@inject('datasources.db') ds: DbDataSource) {
    super(TimeRecord, ds);
  }
}
