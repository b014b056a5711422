import {checkDocumentLink, DOCUMENT_LINK_TTL_MS, documentLinkPath, documentLinkSignature, type DocumentLinkClaims} from '../../security/document-link';

// A signed link opens one document for one member for a few minutes.

const SECRET = 'a-test-secret-of-at-least-32-characters!';
const NOW = new Date('2026-03-02T10:00:00Z');
const SESSION = 'token-hash-of-the-session';
const claims: DocumentLinkClaims = {
  document: 'carrier-label',
  orderId: 42,
  format: 'pdf',
  memberId: 7,
  expires: NOW.getTime() + DOCUMENT_LINK_TTL_MS,
  session: SESSION,
};
const {session: _session, ...linked} = claims;
const signature = documentLinkSignature(SECRET, claims);
const check = (c: Omit<DocumentLinkClaims, 'session'>, sig: string, now: Date, sessions = ['another-session', SESSION]) =>
  checkDocumentLink(SECRET, c, sig, sessions, now);

describe('signed document links', () => {
  it('are valid for their document, order, format and member until they expire', () => {
    expect(check(linked, signature, NOW)).toEqual({ok: true, claims});
    expect(check(linked, signature, new Date(claims.expires - 1)).ok).toBe(true);
    expect(DOCUMENT_LINK_TTL_MS).toBeLessThanOrEqual(10 * 60_000);
  });

  it('expire', () => {
    expect(check(linked, signature, new Date(claims.expires))).toEqual({ok: false, reason: 'expired'});
  });

  it.each([
    ['another member', {memberId: 8}],
    ['another document', {document: 'invoice'}],
    ['another order', {orderId: 43}],
    ['another format', {format: 'zpl' as const}],
    ['a later expiry', {expires: claims.expires + 60_000}],
  ])('do not open %s', (_, change) => {
    expect(check({...linked, ...change}, signature, NOW)).toEqual({ok: false, reason: 'invalid'});
  });

  it('refuse a tampered or foreign signature', () => {
    const flipped = (signature[0] === 'A' ? 'B' : 'A') + signature.slice(1);
    expect(check(linked, flipped, NOW).ok).toBe(false);
    expect(check(linked, signature.slice(1), NOW).ok).toBe(false);
    expect(check(linked, '', NOW).ok).toBe(false);
    expect(checkDocumentLink('another-secret-of-at-least-32-characters', linked, signature, [SESSION], NOW).ok).toBe(false);
  });

  it('die with the session they were made in: no live session of the member fits', () => {
    expect(check(linked, signature, NOW, ['another-session'])).toEqual({ok: false, reason: 'invalid'});
    expect(check(linked, signature, NOW, [])).toEqual({ok: false, reason: 'invalid'});
    // Not even once expired: a link of an ended session is invalid, not merely old.
    expect(check(linked, signature, new Date(claims.expires), [])).toEqual({ok: false, reason: 'invalid'});
  });

  it('carry no session token nor session id, only the claims and the signature', () => {
    const link = documentLinkPath(SECRET, claims);
    expect(link).toBe(`/documents/signed/carrier-label/42?format=pdf&member=7&expires=${claims.expires}&signature=${signature}`);
    expect(link).not.toContain(SESSION);
  });
});
