import {createHmac, timingSafeEqual} from 'node:crypto';

// Signed document links: a document can be opened in a new browser tab without
// the session token in its address. The link names the document, the order, the format, the member
// and the expiry; an HMAC-SHA256 with the server's key covers all of them, so changing any one (another
// order, another document, another member, a later expiry) breaks the signature. The signature also
// covers the session the link was made in (its access token's id), which the link does not carry:
// it opens only while that session lives, so logout, a password change or a deactivation (each ends
// the member's sessions) ends the links made in them.

export const DOCUMENT_LINK_TTL_MS = 5 * 60_000;

export interface DocumentLinkClaims {
  document: string;
  orderId: number;
  format: 'pdf' | 'zpl';
  memberId: number;
  /** Expiry, milliseconds since the epoch. */
  expires: number;
  /** The session the link was made in (its access token's id): signed, never in the link. */
  session: string;
}

export type DocumentLinkCheck = {ok: true; claims: DocumentLinkClaims} | {ok: false; reason: 'invalid' | 'expired'};

const payload = (c: DocumentLinkClaims) => ['karat-document-link-v2', c.document, c.orderId, c.format, c.memberId, c.expires, c.session].join('|');

export function documentLinkSignature(secret: string, claims: DocumentLinkClaims): string {
  return createHmac('sha256', secret).update(payload(claims)).digest('base64url');
}

/** The link's path and query under /api. */
export function documentLinkPath(secret: string, claims: DocumentLinkClaims): string {
  const query = new URLSearchParams({
    format: claims.format,
    member: String(claims.memberId),
    expires: String(claims.expires),
    signature: documentLinkSignature(secret, claims),
  });
  return `/documents/signed/${encodeURIComponent(claims.document)}/${claims.orderId}?${query}`;
}

/**
 * Whether the signature fits the link's claims made in one of `sessions` (the member's live sessions;
 * compared in constant time), and the link has not expired. A link whose session has ended fits none.
 */
export function checkDocumentLink(
  secret: string,
  claims: Omit<DocumentLinkClaims, 'session'>,
  signature: string,
  sessions: readonly string[],
  now: Date,
): DocumentLinkCheck {
  const given = Buffer.from(signature);
  const fits = (session: string) => {
    const expected = Buffer.from(documentLinkSignature(secret, {...claims, session}));
    return given.length === expected.length && timingSafeEqual(given, expected);
  };
  const session = sessions.find(fits);
  if (session === undefined) return {ok: false, reason: 'invalid'};
  if (claims.expires <= now.getTime()) return {ok: false, reason: 'expired'};
  return {ok: true, claims: {...claims, session}};
}
