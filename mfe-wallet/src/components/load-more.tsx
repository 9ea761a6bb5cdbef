import { Button } from '@app/ui';
import { css } from '#styled-system/css';

/** What of an infinite query the button needs. */
export interface NextPage {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/** The next page of a paged list (transactions, top-up requests, notifications), when there is one. */
export function LoadMore({ query, label }: { query: NextPage; label: string }) {
  if (!query.hasNextPage) return null;
  return (
    <Button
      variant="ghost"
      onClick={() => void query.fetchNextPage()}
      loading={query.isFetchingNextPage}
      className={css({ alignSelf: 'center' })}
    >
      {label}
    </Button>
  );
}
