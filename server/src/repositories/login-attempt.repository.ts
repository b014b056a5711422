import {DB_DATASOURCE} from '../keys';
import {BindingScope, inject, injectable} from '@loopback/core';
import {Options} from '@loopback/repository';
import {DbDataSource} from '../datasources/db.datasource';

/** Advisory lock classes (first key of pg_advisory_xact_lock(int, int)) of the login throttle. */
const LOCK_LOGIN_ADDRESS = 727_301;
const LOCK_LOGIN_USERNAME = 727_302;

/** Failed logins of the throttle's window, and whether the pair is trusted. */
export interface LoginFailures {
  byAddress: number;
  byUsername: number;
  byPair: number;
  /** The username logged in successfully from this address since `trustedSince`. */
  trusted: boolean;
}

/** The login attempts the throttle counts (table login_attempts, no model: never an API resource). */
@injectable({scope: BindingScope.SINGLETON})
export class LoginAttemptRepository {
  constructor(@inject(DB_DATASOURCE) private db: DbDataSource) {}

  /**
   * Holds the address's and then the username's lock until the transaction ends (always in that
   * order, so two logins never wait on each other in a circle).
   */
  async lock(address: string, usernameKey: string, options: Options): Promise<void> {
    await this.db.execute('SELECT pg_advisory_xact_lock($1, hashtext($2))', [LOCK_LOGIN_ADDRESS, address], options);
    await this.db.execute('SELECT pg_advisory_xact_lock($1, hashtext($2))', [LOCK_LOGIN_USERNAME, usernameKey], options);
  }

  /**
   * The failures of the last `windowMinutes` and whether the pair logged in within `trustedDays`,
   * by the database's clock, which stamps the attempts (createdat's default).
   */
  async failures(address: string, usernameKey: string, windowMinutes: number, trustedDays: number, options: Options): Promise<LoginFailures> {
    const [row] = (await this.db.execute(
      `WITH since AS (SELECT now() - make_interval(mins => $3::integer) AS failures, now() - make_interval(days => $4::integer) AS trusted)
       SELECT
         (SELECT count(*) FROM login_attempts WHERE address = $1 AND NOT succeeded AND createdat > (SELECT failures FROM since))::int AS "byAddress",
         (SELECT count(*) FROM login_attempts WHERE lower(username) = lower($2) AND NOT succeeded
                 AND createdat > (SELECT failures FROM since))::int AS "byUsername",
         (SELECT count(*) FROM login_attempts WHERE lower(username) = lower($2) AND address = $1 AND NOT succeeded
                 AND createdat > (SELECT failures FROM since))::int AS "byPair",
         EXISTS (SELECT 1 FROM login_attempts WHERE lower(username) = lower($2) AND address = $1 AND succeeded
                 AND createdat > (SELECT trusted FROM since)) AS trusted`,
      [address, usernameKey, windowMinutes, trustedDays],
      options,
    )) as LoginFailures[];
    return row;
  }

  /** Records an attempt as failed (it becomes a success with its token); answers its id. */
  async recordFailure(usernameKey: string, address: string, options: Options): Promise<string> {
    const [attempt] = (await this.db.execute(
      'INSERT INTO login_attempts (username, address, succeeded) VALUES ($1, $2, false) RETURNING id',
      [usernameKey, address],
      options,
    )) as {id: string}[];
    return attempt.id;
  }
}
