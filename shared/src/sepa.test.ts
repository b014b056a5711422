import {describe, expect, it} from 'vitest';
import {EEA_COUNTRIES, ibanCountry, ibanPaymentProblem, isEeaCountry, isSepaCountry, NON_EEA_SEPA_COUNTRIES, SEPA_COUNTRIES, SEPA_MESSAGES} from './sepa';

describe('SEPA countries', () => {
  it('the EEA is 30 countries; SEPA adds the UK, CH, MC, SM, VA, AD and the Crown dependencies', () => {
    expect(new Set(EEA_COUNTRIES).size).toBe(30);
    expect(SEPA_COUNTRIES).toHaveLength(39);
    for (const code of ['FI', 'SE', 'DE', 'FR', 'NO', 'IS', 'LI', 'HR']) expect(isEeaCountry(code), code).toBe(true);
    for (const code of NON_EEA_SEPA_COUNTRIES) {
      expect(isSepaCountry(code), code).toBe(true);
      expect(isEeaCountry(code), code).toBe(false);
    }
    for (const code of ['TR', 'BR', 'US', 'RU', 'UA', 'AE']) expect(isSepaCountry(code), code).toBe(false);
    expect(isSepaCountry('gb')).toBe(true);
  });
  it('reads the IBAN country as typed', () => {
    expect(ibanCountry(' fi21 1234 5600 0007 85')).toBe('FI');
    expect(ibanCountry('')).toBe('');
    expect(ibanCountry(null)).toBe('');
  });
});

describe('ibanPaymentProblem', () => {
  it('a Swedish order: SE IBANs only', () => {
    expect(ibanPaymentProblem('sweden', 'SE4550000000058398257466')).toBeUndefined();
    expect(ibanPaymentProblem('sweden', 'se45 5000 0000 0583 9825 7466')).toBeUndefined();
    for (const iban of ['FI2112345600000785', 'NO9386011117947', 'GB29NWBK60161331926819'])
      expect(ibanPaymentProblem('sweden', iban)).toBe('A Swedish order is paid to a Swedish account (SE IBAN) only');
  });
  it('a Finnish order: EEA SEPA countries only; non-EEA SEPA and non-SEPA refused', () => {
    for (const iban of ['FI2112345600000785', 'SE4550000000058398257466', 'DE89370400440532013000', 'NO9386011117947', 'EE382200221020145685'])
      expect(ibanPaymentProblem('finland', iban), iban).toBeUndefined();
    for (const iban of [
      'GB29NWBK60161331926819',
      'CH9300762011623852957',
      'MC5811222000010123456789030',
      'TR330006100519786457841326',
      'BR1800360305000010009795493C1',
    ])
      expect(ibanPaymentProblem('finland', iban), iban).toBe(SEPA_MESSAGES.notEeaSepa);
    expect(SEPA_MESSAGES.notEeaSepa).toBe("This IBAN's country is not in the euro payments area the Finnish file pays (EEA SEPA countries only)");
  });
  it('no rule for the UK, donations or a missing IBAN', () => {
    expect(ibanPaymentProblem('uk', 'TR330006100519786457841326')).toBeUndefined();
    expect(ibanPaymentProblem(undefined, 'TR330006100519786457841326')).toBeUndefined();
    expect(ibanPaymentProblem('finland', '')).toBeUndefined();
    expect(ibanPaymentProblem('sweden', null)).toBeUndefined();
  });
});
