import type { QueryClient } from '@tanstack/query-core';
import { useSyncExternalStore } from 'react';
// From the package's main entry: it is the shared singleton 'zustand' (scripts/federation-shared.mjs).
import { createStore } from 'zustand';
import type { AppData } from '../../contracts/schemas/app-data';
import type { User } from '../../contracts/schemas/user';
import type { Platform } from '../../contracts/schemas/values';
import { queryClient, queryKeys } from '../query/client';
import { writeSessionHint } from './session-hint';

/** localStorage key of the bearer token (spec 1 §9 leaves the name to us). */
export const TOKEN_STORAGE_KEY = 'auth_token';

/**
 * The signed-in user as the session keeps it: without the balance and the joined courses, which
 * are server data of their owners' queries (`['mfe-wallet', 'balance']`, `['mfe-catalogue',
 * 'my-courses']`; decision 0033).
 */
export type SessionUser = Omit<User, 'balance' | 'my_courses'>;

/** A user answer without the owners' facts (a whole `User` may be given; those two are dropped). */
export function sessionUserOf(user: User | SessionUser): SessionUser {
  const { balance: _balance, my_courses: _myCourses, ...rest } = user as User;
  return rest;
}

export interface SessionState {
  token: string | null;
  user: SessionUser | null;
  appData: AppData | null;
  platform: Platform;
  /** version of the phone or desktop wrapper; null on the plain web */
  installedVersion: string | null;
  setToken: (token: string | null) => void;
  /** keeps the user without balance and my_courses (see SessionUser) */
  setUser: (user: User | SessionUser | null) => void;
  setAppData: (appData: AppData | null) => void;
  setPlatform: (platform: Platform, installedVersion?: string | null) => void;
  /** signs out locally: token (and its storage) and user; app data and platform stay */
  clearSession: () => void;
}

// Storage can be missing (Node) or throw (Safari private mode, sandboxed iframes): never crash.
function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}
export function readStoredToken(): string | null {
  try {
    return storage()?.getItem(TOKEN_STORAGE_KEY) || null;
  } catch {
    return null;
  }
}
function writeStoredToken(token: string | null): void {
  try {
    const s = storage();
    if (!s) return;
    if (token) s.setItem(TOKEN_STORAGE_KEY, token);
    else s.removeItem(TOKEN_STORAGE_KEY);
    writeSessionHint(Boolean(token));
  } catch {
    // quota or privacy mode: the session still works for this page load
  }
}

/** A fresh store (tests, harnesses); the app uses the `sessionStore` singleton. */
export function createSessionStore() {
  const token = readStoredToken();
  writeSessionHint(Boolean(token));
  return createStore<SessionState>()((set) => ({
    token,
    user: null,
    appData: null,
    platform: 'web',
    installedVersion: null,
    setToken: (token) => {
      writeStoredToken(token);
      set({ token });
    },
    setUser: (user) => set({ user: user ? sessionUserOf(user) : null }),
    setAppData: (appData) => set({ appData }),
    setPlatform: (platform, installedVersion = null) => set({ platform, installedVersion }),
    clearSession: () => {
      writeStoredToken(null);
      set({ token: null, user: null });
    },
  }));
}
export type SessionStore = ReturnType<typeof createSessionStore>;

/**
 * How many times this module was evaluated on the page: 1 when the shell and every remote share
 * one copy of this package (MF singleton). e2e/tests/one-session-store.spec.ts reads it; a remote
 * that bundled its own copy would make it 2 (decision 0033).
 */
export const SESSION_STORE_LOADS = Symbol.for('@app/shared-contracts/session-store-loads');
const loads = globalThis as { [SESSION_STORE_LOADS]?: number };
loads[SESSION_STORE_LOADS] = (loads[SESSION_STORE_LOADS] ?? 0) + 1;

/** The one session store, shared by the shell and every remote (MF singleton of this package). */
export const sessionStore: SessionStore = createSessionStore();

/**
 * React binding: `useSession((s) => s.user)`. Zustand's `useStore`, except on a server render:
 * there its snapshot is the state the store was created with, and the server bundles set the
 * session of each render (a guest's, or a signed-in frame's; issue 9).
 */
export function useSession<T>(selector: (state: SessionState) => T): T {
  const read = () => selector(sessionStore.getState());
  return useSyncExternalStore(sessionStore.subscribe, read, read);
}

/**
 * The server's answer about the signed-in user (sign-in, start-up): the session keeps its session
 * part and the whole answer stays under the shell's own query key, where the owners of the balance
 * and the joined courses take their first value from (no request of their own on the first screen).
 */
export function receiveUser(user: User, client: QueryClient = queryClient): void {
  client.setQueryData(queryKeys.shell.authUser(), user);
  sessionStore.getState().setUser(user);
}

export const isSignedIn = (state: Pick<SessionState, 'token'> = sessionStore.getState()) =>
  Boolean(state.token);
