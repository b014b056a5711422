import {BindingScope, injectable} from '@loopback/core';
import {AccessToken, Member} from '../models';

/** How long an answered token lookup is reused. Only changes made outside the API wait this long. */
export const SESSION_CACHE_MS = 5_000;
const MAX_ENTRIES = 10_000;

interface Entry {
  member: Member;
  /** The token's own expiry: a cached session never outlives its token. */
  expiresAt: number;
  cachedUntil: number;
}

/**
 * Token → member for the few seconds a member's screen fires its requests, so each request does not
 * pay a database round trip to authenticate. Every change through the API to members, their
 * credentials or tokens (edits, deactivation, logout, password) clears it once committed, in this
 * process and, through `peers` (SessionBroadcast), in every other one on the same database; the
 * generation counter keeps a lookup that raced such a change from caching what it read before.
 */
@injectable({scope: BindingScope.SINGLETON})
export class SessionCache {
  private entries = new Map<string, Entry>();
  private generation = 0;
  private suspended = false;
  /**
   * The other server processes, told of every clear (unset: this process is alone). The change's
   * request answers only once each has confirmed its clear, so the member's next request, to
   * whichever process, finds the session gone.
   */
  peers?: {notify(): Promise<void>};

  /** The cached member of a token at `now` (ms, the caller's clock). */
  get(tokenHash: string, now: number): Member | undefined {
    if (this.suspended) return undefined;
    const entry = this.entries.get(tokenHash);
    if (!entry) return undefined;
    if (entry.cachedUntil > now && entry.expiresAt > now) return entry.member;
    this.entries.delete(tokenHash);
    return undefined;
  }

  /** The generation to hand back to `set`: read it before the lookup. */
  get version() {
    return this.generation;
  }

  set(tokenHash: string, member: Member, expiresAt: Date, version: number, now: number) {
    if (version !== this.generation || this.suspended) return;
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
    this.entries.set(tokenHash, {member, expiresAt: expiresAt.getTime(), cachedUntil: now + SESSION_CACHE_MS});
  }

  /** After a committed change to sessions: here and in every other process (resolves once they have confirmed). */
  async clear(): Promise<void> {
    this.clearHere();
    await this.peers?.notify();
  }

  /** Another process changed sessions (or this one, heard back). */
  clearHere() {
    this.generation++;
    this.entries.clear();
  }

  /** Without word from the other processes (the listener lost), nothing is cached or answered from the cache. */
  suspend() {
    this.suspended = true;
    this.clearHere();
  }

  resume() {
    this.clearHere();
    this.suspended = false;
  }

  /** After a committed write to a model: sessions depend on members and tokens. */
  async changed(model: {modelName: string}): Promise<void> {
    if (model.modelName === Member.modelName || model.modelName === AccessToken.modelName) await this.clear();
  }
}
