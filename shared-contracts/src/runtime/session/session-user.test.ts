import { QueryClient } from '@tanstack/query-core';
import { describe, expect, it } from 'vitest';
import type { User } from '../../contracts/schemas/user';
import { queryKeys } from '../query/client';
import { createSessionStore, receiveUser, sessionStore } from './store';

const user = { id: 1, name: 'سارة', balance: 40, my_courses: [{ id: 7 }] } as unknown as User;

describe('session user (decision 0033)', () => {
  it('keeps neither the balance nor the joined courses', () => {
    const store = createSessionStore();
    store.getState().setUser(user);
    expect(store.getState().user).toEqual({ id: 1, name: 'سارة' });
    expect(store.getState().user).not.toHaveProperty('balance');
    expect(store.getState().user).not.toHaveProperty('my_courses');
  });

  it("receiveUser keeps the whole answer under the shell's key for the owners' first value", () => {
    const client = new QueryClient();
    receiveUser(user, client);
    expect(client.getQueryData(queryKeys.shell.authUser())).toBe(user);
    expect(sessionStore.getState().user).toEqual({ id: 1, name: 'سارة' });
    sessionStore.getState().clearSession();
  });
});
