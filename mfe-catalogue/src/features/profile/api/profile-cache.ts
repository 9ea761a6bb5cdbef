import { queryKeys, sessionStore, type User } from '@app/shared-contracts';
import type { QueryClient } from '@tanstack/react-query';

/** A profile write answers the whole user: it replaces the session's and the cached profile. */
export function writeUser(client: QueryClient, user: User) {
  sessionStore.getState().setUser(user);
  client.setQueryData(queryKeys.catalogue.profile(), user);
}
