import {BindingScope, inject, injectable} from '@loopback/core';
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
import {DB_DATASOURCE} from '../keys';

// Repositories of models without relations: one line each, same datasource.

@injectable({scope: BindingScope.SINGLETON})
export class MaterialRepository extends DefaultTransactionalRepository<Material, number> {
  constructor(@inject(DB_DATASOURCE) ds: DbDataSource) {
    super(Material, ds);
  }
}
@injectable({scope: BindingScope.SINGLETON})
export class MemberCredentialsRepository extends DefaultTransactionalRepository<MemberCredentials, number> {
  constructor(@inject(DB_DATASOURCE) ds: DbDataSource) {
    super(MemberCredentials, ds);
  }
}
@injectable({scope: BindingScope.SINGLETON})
export class AccessTokenRepository extends DefaultTransactionalRepository<AccessToken, string> {
  constructor(@inject(DB_DATASOURCE) ds: DbDataSource) {
    super(AccessToken, ds);
  }
}
@injectable({scope: BindingScope.SINGLETON})
export class GreetingsRepository extends DefaultTransactionalRepository<Greetings, number> {
  constructor(@inject(DB_DATASOURCE) ds: DbDataSource) {
    super(Greetings, ds);
  }
}
@injectable({scope: BindingScope.SINGLETON})
export class PaymentXMLRepository extends DefaultTransactionalRepository<PaymentXML, number> {
  constructor(@inject(DB_DATASOURCE) ds: DbDataSource) {
    super(PaymentXML, ds);
  }
}
@injectable({scope: BindingScope.SINGLETON})
export class PackageCodeRegistryRepository extends DefaultTransactionalRepository<PackageCodeRegistry, number> {
  constructor(@inject(DB_DATASOURCE) ds: DbDataSource) {
    super(PackageCodeRegistry, ds);
  }
}
@injectable({scope: BindingScope.SINGLETON})
export class SmsLogRepository extends DefaultTransactionalRepository<SmsLog, number> {
  constructor(@inject(DB_DATASOURCE) ds: DbDataSource) {
    super(SmsLog, ds);
  }
}
@injectable({scope: BindingScope.SINGLETON})
export class AuditEntryRepository extends DefaultTransactionalRepository<AuditEntry, number> {
  constructor(@inject(DB_DATASOURCE) ds: DbDataSource) {
    super(AuditEntry, ds);
  }
}
@injectable({scope: BindingScope.SINGLETON})
export class TimeRecordRepository extends DefaultTransactionalRepository<TimeRecord, number> {
  constructor(@inject(DB_DATASOURCE) ds: DbDataSource) {
    super(TimeRecord, ds);
  }
}
