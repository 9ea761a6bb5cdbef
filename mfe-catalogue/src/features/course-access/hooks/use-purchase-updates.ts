import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { listenToPurchases } from '../api/course-cache';

/** While mounted, the catalogue keeps its courses up to date with what was bought elsewhere. */
export function usePurchaseUpdates() {
  const client = useQueryClient();
  useEffect(() => listenToPurchases(client), [client]);
}
