import {DB_DATASOURCE} from '../keys';
import {QueryRepository} from './query/query.repository';
import {BindingScope, inject, injectable} from '@loopback/core';
import {Options} from '@loopback/repository';
import {DbDataSource} from '../datasources/db.datasource';
import {Greetings, Material, MemberCredentials, PackageCodeRegistry, PaymentXML} from '../models';

// Repositories of models without relations: one line each, same datasource.

@injectable({scope: BindingScope.SINGLETON})
export class MaterialRepository extends QueryRepository<Material, number> {
  constructor(@inject(DB_DATASOURCE) ds: DbDataSource) {
    super(Material, ds);
  }
}
@injectable({scope: BindingScope.SINGLETON})
export class MemberCredentialsRepository extends QueryRepository<MemberCredentials, number> {
  constructor(@inject(DB_DATASOURCE) ds: DbDataSource) {
    super(MemberCredentials, ds);
  }
}
@injectable({scope: BindingScope.SINGLETON})
export class GreetingsRepository extends QueryRepository<Greetings, number> {
  constructor(@inject(DB_DATASOURCE) ds: DbDataSource) {
    super(Greetings, ds);
  }
}
@injectable({scope: BindingScope.SINGLETON})
export class PaymentXMLRepository extends QueryRepository<PaymentXML, number> {
  constructor(@inject(DB_DATASOURCE) ds: DbDataSource) {
    super(PaymentXML, ds);
  }
}
@injectable({scope: BindingScope.SINGLETON})
export class PackageCodeRegistryRepository extends QueryRepository<PackageCodeRegistry, number> {
  constructor(@inject(DB_DATASOURCE) ds: DbDataSource) {
    super(PackageCodeRegistry, ds);
  }

  /** The next number of package_code_seq (in the transaction of `options`, when given): unique, never reused. */
  async nextPackageCode(options?: Options): Promise<number> {
    const [row] = (await this.execute("SELECT nextval('package_code_seq') AS n", [], options)) as {n: string | number}[];
    return Number(row.n);
  }
}
