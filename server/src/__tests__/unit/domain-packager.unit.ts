import {BAR_CODE_MESSAGES, MESSAGES, PACKAGER_MESSAGES} from '@karat/shared';
import {
  addBarCodeInput,
  decideAddBarCode,
  decideClaim,
  decideClientCorrection,
  decideMarkPackaged,
  decideRelease,
  DomainError,
  heldByAnother,
  packagerQueueLanguage,
  type OrderState,
} from '../../domain';

const NOW = new Date('2026-03-11T10:00:00Z');
const CUTOFF = new Date('2026-03-11T09:30:00Z');
const ME = 7;
const waiting: OrderState = {id: 1, barCode: 'JJFI123456', isShipmentRegistered: true, isPackaged: false, inPackager: false, closed: false};
const heldBy = (packagerId: number, claimedAt: Date | null = NOW): OrderState => ({...waiting, inPackager: true, packagerId, packagerClaimedAt: claimedAt});
const refusal = (decision: unknown) => (decision instanceof DomainError ? [decision.status, decision.message] : decision);

describe('packager rules', () => {
  it('reads the queue language of the path, uk as uk-english; 404 otherwise', () => {
    expect(packagerQueueLanguage('uk')).toBe('uk-english');
    expect(packagerQueueLanguage('finland-swedish')).toBe('finland-swedish');
    expect(refusal(packagerQueueLanguage('english'))).toEqual([404, MESSAGES.unknownLanguage]);
  });

  it('claims with the member and the time, releases to nobody', () => {
    expect(decideClaim(ME, NOW)).toEqual({inPackager: true, packagerId: ME, packagerClaimedAt: NOW});
    expect(decideRelease()).toEqual({inPackager: false, packagerId: null, packagerClaimedAt: null});
  });

  it("counts another packager's claim only until the cut", () => {
    expect(heldByAnother(heldBy(8), ME, CUTOFF)).toBe(true);
    expect(heldByAnother(heldBy(8, new Date('2026-03-11T09:29:59Z')), ME, CUTOFF)).toBe(false);
    expect(heldByAnother(heldBy(8, null), ME, CUTOFF)).toBe(false);
    expect(heldByAnother(heldBy(ME), ME, CUTOFF)).toBe(false);
  });

  it('marks packaged now by the member, out of the packager', () => {
    expect(decideMarkPackaged(heldBy(ME), ME, NOW, CUTOFF)).toEqual({
      isPackaged: true,
      packagedDate: NOW,
      packagerId: ME,
      inPackager: false,
      packagerClaimedAt: null,
    });
    // Only the packager who claimed it: an order nobody took from the queue is not marked sent.
    expect(refusal(decideMarkPackaged(waiting, ME, NOW, CUTOFF))).toEqual([409, PACKAGER_MESSAGES.notInYourPackager]);
  });

  it('refuses marking twice, closed, in another packager, unregistered, without a bar code', () => {
    expect(refusal(decideMarkPackaged({...waiting, isPackaged: true}, ME, NOW, CUTOFF))).toEqual([409, PACKAGER_MESSAGES.alreadyPackaged]);
    expect(refusal(decideMarkPackaged({...waiting, closed: true}, ME, NOW, CUTOFF))).toEqual([409, MESSAGES.alreadyClosed]);
    expect(refusal(decideMarkPackaged(heldBy(8), ME, NOW, CUTOFF))).toEqual([409, PACKAGER_MESSAGES.inAnotherPackager]);
    expect(refusal(decideMarkPackaged({...waiting, isShipmentRegistered: false}, ME, NOW, CUTOFF))).toEqual([409, PACKAGER_MESSAGES.notRegistered]);
    expect(refusal(decideMarkPackaged({...waiting, barCode: null}, ME, NOW, CUTOFF))).toEqual([409, PACKAGER_MESSAGES.noBarCode]);
  });

  it('normalizes an added bar code and refuses one the shared rule refuses', () => {
    expect(addBarCodeInput(' kg123456789gb ')).toBe('KG123456789GB');
    expect(refusal(addBarCodeInput(''))).toEqual([422, BAR_CODE_MESSAGES.required]);
    expect(refusal(addBarCodeInput('KG-12'))).toEqual([422, BAR_CODE_MESSAGES.length]);
  });

  it('adds a bar code only to an order without one, not one of another active order, renewing the claim', () => {
    const noCode = {...heldBy(ME), barCode: null};
    expect(decideAddBarCode(noCode, 'KG123456789GB', {memberId: ME, now: NOW, cutoff: CUTOFF})).toEqual({
      barCode: 'KG123456789GB',
      inPackager: true,
      packagerId: ME,
      packagerClaimedAt: NOW,
    });
    expect(refusal(decideAddBarCode(heldBy(ME), 'KG123456789GB', {memberId: ME, now: NOW, cutoff: CUTOFF}))).toEqual([409, PACKAGER_MESSAGES.hasBarCode]);
    expect(refusal(decideAddBarCode(noCode, 'KG123456789GB', {memberId: ME, now: NOW, cutoff: CUTOFF, activeOrderWithCode: 1234}))).toEqual([
      409,
      'Bar code is already used by open order 1234',
    ]);
    expect(refusal(decideAddBarCode({...noCode, packagerId: 8}, 'KG123456789GB', {memberId: ME, now: NOW, cutoff: CUTOFF}))).toEqual([
      409,
      PACKAGER_MESSAGES.inAnotherPackager,
    ]);
  });

  it("corrects the client only of the member's order in hand", () => {
    expect(decideClientCorrection(heldBy(ME, new Date('2026-03-11T09:00:00Z')), ME, NOW, CUTOFF)).toEqual(decideClaim(ME, NOW));
    expect(refusal(decideClientCorrection(waiting, ME, NOW, CUTOFF))).toEqual([409, PACKAGER_MESSAGES.notInYourPackager]);
    expect(refusal(decideClientCorrection(heldBy(8), ME, NOW, CUTOFF))).toEqual([409, PACKAGER_MESSAGES.inAnotherPackager]);
    expect(refusal(decideClientCorrection({...heldBy(ME), isPackaged: true}, ME, NOW, CUTOFF))).toEqual([409, PACKAGER_MESSAGES.alreadyPackaged]);
  });
});
