import {
  DEFAULT_CALLBACK_PHONES,
  DEFAULT_PAYER_ACCOUNTS,
  DEFAULT_VALUATION_IMAGE_QUOTA,
  parseCorsOrigins,
  readConfig,
  readCallbackPhones,
  readPayerAccounts,
  readUkFees,
} from '../../config';

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
    expect(accounts.sweden).toEqual({
      name: 'Guld AB',
      iban: 'SE4550000000058398257466',
      bic: 'ESSESESS',
      street: 'Box 100',
      postcode: '111 20',
      town: 'STOCKHOLM',
    });
    expect(accounts.finland).toEqual(DEFAULT_PAYER_ACCOUNTS.finland);
  });
  it('refuses an invalid IBAN or BIC at start', () => {
    expect(() => readPayerAccounts({PAYER_FINLAND_IBAN: 'FI2112345600000786'})).toThrow(/PAYER_FINLAND_IBAN/);
    expect(() => readPayerAccounts({PAYER_SWEDEN_BIC: 'NOT A BIC'})).toThrow(/PAYER_SWEDEN_BIC/);
  });
  it("refuses a BIC of another country than the IBAN's (letters 5-6)", () => {
    expect(() => readPayerAccounts({PAYER_FINLAND_BIC: 'ESSESESS'})).toThrow('PAYER_FINLAND_BIC ESSESESS is of country SE, the IBAN of FI');
    expect(() => readPayerAccounts({PAYER_SWEDEN_IBAN: 'FI2112345600000785'})).toThrow(/PAYER_SWEDEN_BIC ESSESESS is of country SE, the IBAN of FI/);
    expect(readPayerAccounts({PAYER_FINLAND_BIC: 'okoyfihh'}).finland.bic).toBe('OKOYFIHH');
    expect(readPayerAccounts({PAYER_SWEDEN_IBAN: 'SE4550000000058398257466', PAYER_SWEDEN_BIC: 'ESSESESSXXX'}).sweden.bic).toBe('ESSESESSXXX');
  });
  it("the debtor's address: demo defaults, or STREET, POSTCODE, TOWN of each country", () => {
    expect(DEFAULT_PAYER_ACCOUNTS.finland).toMatchObject({street: 'PL 100', postcode: '00101', town: 'HELSINKI'});
    expect(DEFAULT_PAYER_ACCOUNTS.sweden).toMatchObject({street: 'Box 100', postcode: '111 20', town: 'STOCKHOLM'});
    const accounts = readPayerAccounts({PAYER_FINLAND_STREET: ' Aleksanterinkatu  1 ', PAYER_FINLAND_POSTCODE: '00100', PAYER_FINLAND_TOWN: 'Helsinki'});
    expect(accounts.finland).toMatchObject({street: 'Aleksanterinkatu 1', postcode: '00100', town: 'Helsinki'});
    expect(readPayerAccounts({PAYER_SWEDEN_TOWN: 'Göteborg'}).sweden.town).toBe('Göteborg');
    expect(() => readPayerAccounts({PAYER_FINLAND_TOWN: 'X'.repeat(36)})).toThrow('PAYER_FINLAND_TOWN: 1 to 35 characters');
    expect(() => readPayerAccounts({PAYER_SWEDEN_POSTCODE: '1'.repeat(17)})).toThrow('PAYER_SWEDEN_POSTCODE: 1 to 16 characters');
    expect(() => readPayerAccounts({PAYER_FINLAND_STREET: 'Katu 1 & 2'})).toThrow(/PAYER_FINLAND_STREET holds characters the banks do not take/);
  });
  it('names of at most 70 characters the banks take', () => {
    expect(() => readPayerAccounts({PAYER_FINLAND_NAME: 'K'.repeat(71)})).toThrow('PAYER_FINLAND_NAME: 1 to 70 characters');
    expect(() => readPayerAccounts({PAYER_SWEDEN_NAME: 'Guld & Silver AB'})).toThrow(/PAYER_SWEDEN_NAME holds characters the banks do not take/);
    expect(readPayerAccounts({PAYER_SWEDEN_NAME: 'Guld och Silver Åkersberga AB'}).sweden.name).toBe('Guld och Silver Åkersberga AB');
  });
  it("the initiator id (the bank's service code): unset by default, else 1 to 35 characters of the bank set", () => {
    expect(readPayerAccounts({}).finland.initiatorId).toBeUndefined();
    const accounts = readPayerAccounts({PAYER_FINLAND_INITIATOR_ID: ' 123456789 ', PAYER_SWEDEN_INITIATOR_ID: 'SEB-42'});
    expect(accounts.finland.initiatorId).toBe('123456789');
    expect(accounts.sweden.initiatorId).toBe('SEB-42');
    expect(readPayerAccounts({PAYER_FINLAND_INITIATOR_ID: '  '}).finland.initiatorId).toBeUndefined();
    expect(() => readPayerAccounts({PAYER_FINLAND_INITIATOR_ID: '1'.repeat(36)})).toThrow('PAYER_FINLAND_INITIATOR_ID: 1 to 35 characters');
    expect(() => readPayerAccounts({PAYER_SWEDEN_INITIATOR_ID: 'A&B'})).toThrow(/PAYER_SWEDEN_INITIATOR_ID holds characters/);
  });
});

describe('PAYER_UK_FEES', () => {
  it('company by default, or seller; anything else refused at start', () => {
    expect(readUkFees({})).toBe('company');
    expect(readConfig({}).payment.ukFees).toBe('company');
    expect(readUkFees({PAYER_UK_FEES: 'seller'})).toBe('seller');
    expect(readUkFees({PAYER_UK_FEES: ' Company '})).toBe('company');
    expect(() => readUkFees({PAYER_UK_FEES: 'recipient'})).toThrow('PAYER_UK_FEES is company or seller: recipient');
  });
});

describe('the demo-account guard', () => {
  it('knows which bank files would pay from the demo accounts, and refuses them only in production', () => {
    expect(readConfig({}).payment).toMatchObject({demoAccounts: {finland: true, sweden: true}, refuseDemoAccounts: false});
    expect(readConfig({NODE_ENV: 'production', PAYER_FINLAND_IBAN: 'FI2112345600000785', PAYER_FINLAND_BIC: 'NDEAFIHH'}).payment).toMatchObject({
      demoAccounts: {finland: false, sweden: true},
      refuseDemoAccounts: true,
    });
  });
});

describe('valuation image quotas', () => {
  const MB = 1024 * 1024;
  it('defaults to 300 images and 2048 MB a member an hour, 50 images and 300 MB an order', () => {
    expect(readConfig({}).valuationImageQuota).toEqual(DEFAULT_VALUATION_IMAGE_QUOTA);
    expect(DEFAULT_VALUATION_IMAGE_QUOTA).toEqual({memberPerHour: {count: 300, bytes: 2048 * MB}, perOrder: {count: 50, bytes: 300 * MB}});
  });

  it('reads each from its variable, in images and megabytes', () => {
    const quota = readConfig({
      VALUATION_IMAGES_PER_MEMBER_HOUR: '120',
      VALUATION_IMAGE_MB_PER_MEMBER_HOUR: '500',
      VALUATION_IMAGES_PER_ORDER: ' 20 ',
      VALUATION_IMAGE_MB_PER_ORDER: '100',
    }).valuationImageQuota;
    expect(quota).toEqual({memberPerHour: {count: 120, bytes: 500 * MB}, perOrder: {count: 20, bytes: 100 * MB}});
    expect(readConfig({VALUATION_IMAGES_PER_ORDER: ''}).valuationImageQuota.perOrder.count).toBe(50);
  });

  it.each(['0', '-1', '1.5', 'lots', '1e3'])('refuses %s at start', value => {
    expect(() => readConfig({VALUATION_IMAGE_MB_PER_ORDER: value})).toThrow(`VALUATION_IMAGE_MB_PER_ORDER must be a whole number above 0: ${value}`);
  });
});

describe('CALLBACK_PHONE_FINLAND, _SWEDEN, _UK', () => {
  it('defaults to the demo numbers, reads each country apart, refuses what is not a phone number at start', () => {
    expect(readConfig({}).callbackPhones).toEqual(DEFAULT_CALLBACK_PHONES);
    expect(readCallbackPhones({CALLBACK_PHONE_SWEDEN: ' 010-123 45 67 '})).toEqual({...DEFAULT_CALLBACK_PHONES, sweden: '010-123 45 67'});
    expect(() => readCallbackPhones({CALLBACK_PHONE_UK: 'call us'})).toThrow('CALLBACK_PHONE_UK must be a phone number');
  });
});

describe('DB_POOL_SIZE and TRUST_PROXY (several servers behind a proxy)', () => {
  it('keeps 10 connections unless told, from 1 to 200', () => {
    expect(readConfig({}).dbPoolSize).toBe(10);
    expect(readConfig({DB_POOL_SIZE: '25'}).dbPoolSize).toBe(25);
    for (const wrong of ['0', '201', '2.5', 'many'])
      expect(() => readConfig({DB_POOL_SIZE: wrong})).toThrow('DB_POOL_SIZE must be a whole number from 1 to 200');
  });

  it('believes no proxy unless told, a number of hops or addresses, never any address', () => {
    expect(readConfig({}).trustProxy).toBeUndefined();
    expect(readConfig({TRUST_PROXY: '1'}).trustProxy).toBe(1);
    expect(readConfig({TRUST_PROXY: ' 10.0.0.0/8, loopback '}).trustProxy).toBe('10.0.0.0/8, loopback');
    expect(() => readConfig({TRUST_PROXY: 'true'})).toThrow(/would believe any client about its address/);
  });
});
