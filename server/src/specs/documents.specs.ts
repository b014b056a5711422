import {qzSignSchema} from '@karat/shared';
import {zodBody} from './from-zod';

// The schemas of the document and printing endpoints.

export const documentFormatSchema = {type: 'string' as const, enum: ['pdf', 'zpl'], default: 'pdf'};

export const pdfAnswer = (description: string) => ({description, content: {'application/pdf': {schema: {type: 'string', format: 'binary'}}}});

/** A label: PDF, or ZPL text for a Zebra at 203 dpi. */
export const labelAnswer = (description: string) => ({
  description,
  content: {'application/pdf': {schema: {type: 'string', format: 'binary'}}, 'text/plain': {schema: {type: 'string'}}},
});

export const documentLinkSchema = {
  type: 'object',
  title: 'DocumentLink',
  required: ['url', 'expiresAt'],
  additionalProperties: false,
  properties: {
    url: {type: 'string', description: 'The signed link, from the site root (/api/documents/signed/...); opens without a token'},
    expiresAt: {type: 'string', format: 'date-time'},
  },
} as const;

export const qzCertificateSchema = {
  type: 'object',
  title: 'QzCertificate',
  required: ['certificate'],
  additionalProperties: false,
  properties: {certificate: {type: ['string', 'null'], description: 'The PEM certificate QZ Tray checks signatures with; null: signing is not configured'}},
} as const;

export const qzSignRequestBody = zodBody('QzSignRequest', qzSignSchema);

export const qzSignatureSchema = {
  type: 'object',
  title: 'QzSignature',
  required: ['signature'],
  additionalProperties: false,
  properties: {signature: {type: 'string', description: 'Base64 RSA signature with SHA-512'}},
} as const;
