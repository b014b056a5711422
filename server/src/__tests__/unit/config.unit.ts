import {DEFAULT_PAYER_ACCOUNTS, parseCorsOrigins, readConfig, readPayerAccounts} from '../../config';

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

describe('document and printing configuration', () => {
  it('has a default return address for every country, RETURN_ADDRESS for all and RETURN_ADDRESS_<COUNTRY> for one', () => {
    const defaults = readConfig({}).documents.returnAddresses;
    expect(defaults.finland).toEqual({name: 'Karat Oy', lines: ['PL 100', '00101 HELSINKI', 'FINLAND']});
    expect(defaults.uk).toEqual(defaults.finland);
    const set = readConfig({RETURN_ADDRESS: 'Karat Ab | Box 1 | 111 11 STOCKHOLM', RETURN_ADDRESS_UK: 'Karat Ltd|PO Box 5|LONDON E1 6AN|UK'}).documents
      .returnAddresses;
    expect(set.sweden).toEqual({name: 'Karat Ab', lines: ['Box 1', '111 11 STOCKHOLM']});
    expect(set.finland).toEqual(set.sweden);
    expect(set.uk).toEqual({name: 'Karat Ltd', lines: ['PO Box 5', 'LONDON E1 6AN', 'UK']});
    expect(() => readConfig({RETURN_ADDRESS_SWEDEN: 'Only a name'})).toThrow(/RETURN_ADDRESS_SWEDEN needs a name and at least one address line/);
  });

  it('keeps the generated link key in DATA_DIR unless DOCUMENT_LINK_SECRET is set', () => {
    const config = readConfig({DATA_DIR: '/srv/karat'}).documents;
    expect(config.linkSecret).toBeUndefined();
    expect(config.linkSecretFile).toBe('/srv/karat/document-link.secret');
    expect(readConfig({DOCUMENT_LINK_SECRET: 'x'.repeat(40)}).documents.linkSecret).toBe('x'.repeat(40));
  });

  it('takes QZ Tray signing from both a key and a certificate, or neither', () => {
    expect(readConfig({}).qz).toEqual({privateKey: undefined, certificate: undefined});
    expect(readConfig({QZ_PRIVATE_KEY: 'KEY\\nLINE', QZ_CERTIFICATE: 'CERT'}).qz).toEqual({privateKey: 'KEY\nLINE', certificate: 'CERT'});
    expect(() => readConfig({QZ_PRIVATE_KEY: 'KEY'})).toThrow(/both QZ_PRIVATE_KEY and QZ_CERTIFICATE/);
    expect(() => readConfig({QZ_CERTIFICATE_FILE: '/nonexistent/cert.txt', QZ_PRIVATE_KEY: 'KEY'})).toThrow(/QZ_CERTIFICATE_FILE: cannot read/);
  });
});

describe('payer accounts (PAYER_FINLAND_*, PAYER_SWEDEN_*)', () => {
  it('defaults to the documented demo accounts', () => {
    expect(readPayerAccounts({})).toEqual(DEFAULT_PAYER_ACCOUNTS);
    expect(readConfig({}).payerAccounts).toEqual(DEFAULT_PAYER_ACCOUNTS);
  });
  it('reads each country apart, IBAN without spaces, BIC upper case', () => {
    const accounts = readPayerAccounts({PAYER_SWEDEN_NAME: 'Guld AB', PAYER_SWEDEN_IBAN: 'SE45 5000 0000 0583 9825 7466', PAYER_SWEDEN_BIC: 'essesess'});
    expect(accounts.sweden).toEqual({name: 'Guld AB', iban: 'SE4550000000058398257466', bic: 'ESSESESS'});
    expect(accounts.finland).toEqual(DEFAULT_PAYER_ACCOUNTS.finland);
  });
  it('refuses an invalid IBAN or BIC at start', () => {
    expect(() => readPayerAccounts({PAYER_FINLAND_IBAN: 'FI2112345600000786'})).toThrow(/PAYER_FINLAND_IBAN/);
    expect(() => readPayerAccounts({PAYER_SWEDEN_BIC: 'NOT A BIC'})).toThrow(/PAYER_SWEDEN_BIC/);
  });
});
