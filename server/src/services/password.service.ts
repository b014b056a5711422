import {randomBytes, scrypt as scryptCb, timingSafeEqual} from 'node:crypto';
import {promisify} from 'node:util';

const derive = promisify(scryptCb) as (password: string, salt: string, keylen: number) => Promise<Buffer>;
const KEY_LENGTH = 64;

/** Every scrypt derivation the process made: what a login costs, counted rather than timed. */
export const scryptCalls = {count: 0};

function scrypt(password: string, salt: string, keylen: number): Promise<Buffer> {
  scryptCalls.count++;
  return derive(password, salt, keylen);
}

export async function hashPassword(password: string): Promise<{passwordHash: string; salt: string}> {
  const salt = randomBytes(16).toString('hex');
  const hash = await scrypt(password, salt, KEY_LENGTH);
  return {passwordHash: hash.toString('hex'), salt};
}

/** Constant-time comparison of a password against a stored scrypt hash. */
export async function verifyPassword(password: string, passwordHash: string, salt: string): Promise<boolean> {
  const expected = Buffer.from(passwordHash, 'hex');
  const actual = await scrypt(password, salt, KEY_LENGTH);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

// Unknown usernames are checked against this so they cost the same time as a wrong password.
let dummy: Promise<{passwordHash: string; salt: string}> | undefined;
export function dummyCredentials() {
  dummy ??= hashPassword(randomBytes(12).toString('hex'));
  return dummy;
}
