// The teller's rules and bank-account checks, imported apart from the rest of shared
// (`@karat/shared/teller`), so the IBAN library and the Vocalink modulus tables load only with the
// teller's screens.
export * from './bank-accounts';
export * from './teller';
