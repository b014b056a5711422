// loopback-connector ships no types; the read engine (repositories/query/read-engine.ts) uses ParameterizedSQL.
declare module 'loopback-connector' {
  export class ParameterizedSQL {
    constructor(sql: string, params?: unknown[]);
    sql: string;
    params: unknown[];
    merge(other: ParameterizedSQL | string, separator?: string): ParameterizedSQL;
  }
}
