import {parseCorsOrigins, readConfig} from '../../config';

describe('CORS_ORIGINS', () => {
  it('is empty by default: same origin only', () => {
    expect(readConfig({}).corsOrigins).toEqual([]);
    expect(parseCorsOrigins('  ')).toEqual([]);
  });

  it('reads comma-separated origins', () => {
    expect(readConfig({CORS_ORIGINS: 'https://karat.example.com, http://10.0.0.5:3000'}).corsOrigins).toEqual([
      'https://karat.example.com',
      'http://10.0.0.5:3000',
    ]);
  });

  it.each(['*', 'https://*.example.com', 'karat.example.com', 'https://karat.example.com/', 'https://karat.example.com/app', 'ftp://karat.example.com'])(
    'refuses %s: only exact origins, never *',
    value => {
      expect(() => parseCorsOrigins(value)).toThrow(/CORS_ORIGINS/);
    },
  );
});
