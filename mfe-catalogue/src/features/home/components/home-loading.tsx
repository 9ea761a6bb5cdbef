import { Skeleton } from '@app/ui';
import type { ReactNode } from 'react';
import { Page } from '../../../components/page';
import { messages } from '../../../messages';

/**
 * /home while its data loads (`aria-busy`): placeholders in the page's shape. `top` takes the
 * banner's place (the server's first screen puts the header images there).
 */
export function HomeLoading({ top }: { top?: ReactNode }) {
  return (
    <Page label={messages.loading}>
      {top ?? <Skeleton height="12rem" />}
      <Skeleton height="6rem" />
      <Skeleton height="10rem" />
    </Page>
  );
}
