import {createHmac, timingSafeEqual} from 'node:crypto';

// Signed document links: a document can be opened in a new browser tab without
// the session token in its address. The link names the document, the order, the format, the member
// and the expiry; an HMAC-SHA256 with the server's key covers all of them, so changing any one (another
// order, another document, another member, a later expiry) breaks the signature.

export const DOCUMENT_LINK_TTL_MS = 5 * 60_000;

export interface DocumentLinkClaims {
  document: string;
  orderId: number;
  format: 'pdf' | 'zpl';
  memberId: number;
  /** Expiry, milliseconds since the epoch. */
  expires: number;
}

export type DocumentLinkCheck = {ok: true; claims: DocumentLinkClaims} | {ok: false; reason: 'invalid' | 'expired'};

const payload = (c: DocumentLinkClaims) => ['karat-document-link-v1', c.document, c.orderId, c.format, c.memberId, c.expires].join('|');

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

/** Whether the signature fits the claims (compared in constant time) and the link has not expired. */
export function checkDocumentLink(secret: string, claims: DocumentLinkClaims, signature: string, now: Date): DocumentLinkCheck {
  const expected = Buffer.from(documentLinkSignature(secret, claims));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return {ok: false, reason: 'invalid'};
  if (claims.expires <= now.getTime()) return {ok: false, reason: 'expired'};
  return {ok: true, claims};
}
