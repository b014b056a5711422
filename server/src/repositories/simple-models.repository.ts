import {BindingScope, inject, injectable} from '@loopback/core';
import {DefaultTransactionalRepository} from '@loopback/repository';
import {DbDataSource} from '../datasources/db.datasource';
import {
  Greetings,
  Material,
  MemberCredentials,
  PackageCodeRegistry,
  PaymentXML,
  TimeRecord,
} from '../models';

// Repositories of models without relations: one line each, same datasource.

@injectable({scope: BindingScope.SINGLETON})
export class MaterialRepository extends DefaultTransactionalRepository<Material, number> {
  constructor(@inject('datasources.db') ds: DbDataSource) {
    super(Material, ds);
  }
}
@injectable({scope: BindingScope.SINGLETON})
export class MemberCredentialsRepository extends DefaultTransactionalRepository<MemberCredentials, number> {
  constructor(@inject('datasources.db') ds: DbDataSource) {
    super(MemberCredentials, ds);
  }
}
@injectable({scope: BindingScope.SINGLETON})
export class GreetingsRepository extends DefaultTransactionalRepository<Greetings, number> {
  constructor(@inject('datasources.db') ds: DbDataSource) {
    super(Greetings, ds);
  }
}
@injectable({scope: BindingScope.SINGLETON})
export class PaymentXMLRepository extends DefaultTransactionalRepository<PaymentXML, number> {
  constructor(@inject('datasources.db') ds: DbDataSource) {
    super(PaymentXML, ds);
  }
}
@injectable({scope: BindingScope.SINGLETON})
export class PackageCodeRegistryRepository extends DefaultTransactionalRepository<PackageCodeRegistry, number> {
  constructor(@inject('datasources.db') ds: DbDataSource) {
    super(PackageCodeRegistry, ds);
  }
}
@injectable({scope: BindingScope.SINGLETON})
export class TimeRecordRepository extends DefaultTransactionalRepository<TimeRecord, number> {
  constructor(@inject('datasources.db') ds: DbDataSource) {
    super(TimeRecord, ds);
  }
}
