import {z} from 'zod';

/** POST /printing/qz/sign: the text QZ Tray gives the signature promise. */
export const qzSignSchema = z.strictObject({
  request: z
    .string()
    .min(1)
    .max(10_000)
    .describe("The text QZ Tray gives the signature promise: a call's SHA-256 in hex, or a call message {call, params, timestamp, uid}"),
});
