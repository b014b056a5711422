// loopback-connector ships no types; the read path (services/crud.service.ts) uses ParameterizedSQL.
declare module 'loopback-connector' {
  export class ParameterizedSQL {
    constructor(sql: string, params?: unknown[]);
    sql: string;
    params: unknown[];
    merge(other: ParameterizedSQL | string, separator?: string): ParameterizedSQL;
  }
}
