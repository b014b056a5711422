import {useSyncExternalStore} from 'react';
import type {ScanOutcome} from './scan-sound';

/** One line of a scanner screen's history (kept in the browser tab only, never on the server). */
export interface ScanEntry {
  id: string;
  /** ISO time of the scan. */
  at: string;
  barCode: string;
  outcome: ScanOutcome;
  text: string;
  orderNumber?: number | null;
  /** The client's name when the answer has it, else what is known (e.g. "Client 123"). */
  client?: string | null;
  team?: string | null;
}

/** Lines kept per screen: a working day of scans at one station, without growing sessionStorage forever. */
export const SCAN_HISTORY_LIMIT = 300;

type Listener = () => void;

export interface ScanHistoryStore {
  entries(): readonly ScanEntry[];
  /** Adds a line on top; answers its id (to update it when a question is answered). */
  add(entry: Omit<ScanEntry, 'id' | 'at'> & {at?: string}): string;
  update(id: string, change: Partial<Omit<ScanEntry, 'id'>>): void;
  clear(): void;
  subscribe(listener: Listener): () => void;
}

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/**
 * A scan history that survives navigating away and back (module state, mirrored in sessionStorage so
 * a reload of the tab keeps it too); newest first.
 */
export function createScanHistory(key: string): ScanHistoryStore {
  const storageKey = `karat.scan-history.${key}`;
  let list: readonly ScanEntry[] = read();
  let counter = 0;
  const listeners = new Set<Listener>();

  function read(): ScanEntry[] {
    try {
      const parsed: unknown = JSON.parse(storage()?.getItem(storageKey) ?? '[]');
      return Array.isArray(parsed) ? (parsed as ScanEntry[]) : [];
    } catch {
      return [];
    }
  }

  function set(next: readonly ScanEntry[]) {
    list = next;
    try {
      storage()?.setItem(storageKey, JSON.stringify(list));
    } catch {
      // Storage full or refused: the module state still holds the history for this visit.
    }
    listeners.forEach(listener => listener());
  }

  return {
    entries: () => list,
    add(entry) {
      const id = `${Date.now().toString(36)}-${(counter++).toString(36)}`;
      set([{...entry, id, at: entry.at ?? new Date().toISOString()}, ...list].slice(0, SCAN_HISTORY_LIMIT));
      return id;
    },
    update(id, change) {
      set(list.map(entry => (entry.id === id ? {...entry, ...change} : entry)));
    },
    clear: () => set([]),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export function useScanHistory(store: ScanHistoryStore): readonly ScanEntry[] {
  return useSyncExternalStore(store.subscribe, store.entries, store.entries);
}
