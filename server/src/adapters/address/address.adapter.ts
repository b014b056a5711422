import {addressProblems, PostalAddress} from '@karat/shared';

export interface AddressCheck {
  isValid: boolean;
  problems: string[];
}

/** Checks that an address can be posted to. */
export interface AddressChecker {
  check(address: PostalAddress): Promise<AddressCheck>;
}

/** Local default: completeness and each country's postal-code format; no network, no account. */
export class LocalAddressChecker implements AddressChecker {
  async check(address: PostalAddress): Promise<AddressCheck> {
    const problems = addressProblems(address);
    return {isValid: problems.length === 0, problems};
  }
}
