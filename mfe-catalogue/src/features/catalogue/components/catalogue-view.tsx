import { loadMessages } from '@app/shared-contracts/errors';
import { EmptyState, ErrorState, useIsDesktop } from '@app/ui';
import { useCallback } from 'react';
import { css } from '#styled-system/css';
import { CourseList, CourseListSkeleton } from '../../../components/course-list';
import { Page, PageTitle } from '../../../components/page';
import { useSignedIn } from '../../../hooks/use-session-bits';
import { messages } from '../../../messages';
import { useCourses } from '../api/get-courses';
import { useCatalogueFilters } from '../hooks/use-catalogue-filters';
import { useInfiniteScroll } from '../hooks/use-infinite-scroll';
import { CategoryFilter, GradeList } from './catalogue-filters';
import { LoadMore } from './load-more';
import { SearchBox } from './search-box';

const t = messages.catalogue;

export function CatalogueView() {
  const { filters, setSearch, setGrade, setCategory } = useCatalogueFilters();
  const query = useCourses(filters);
  const desktop = useIsDesktop();
  const signedIn = useSignedIn();
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = query;
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  const pages = query.data?.pages.length ?? 0;
  // After a failed next page scrolling asks nothing more (it looped, twice a second); the inline
  // retry asks again and a success turns scrolling back on.
  useInfiniteScroll(loadMore, Boolean(hasNextPage) && !isFetchingNextPage && !isFetchNextPageError, pages);
  const courses = query.data?.pages.flatMap((p) => p.data) ?? [];

  return (
    <Page>
      <PageTitle>{t.title}</PageTitle>
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
        <SearchBox value={filters.search ?? ''} onSearch={setSearch} />
        {!signedIn && desktop ? <GradeList value={filters.grade_id} onChange={setGrade} /> : null}
        <CategoryFilter value={filters.category_id} gradeId={filters.grade_id} onChange={setCategory} />
      </div>
      {query.isPending ? (
        <div role="status" aria-busy="true" aria-label={messages.loading}>
          <CourseListSkeleton count={8} />
        </div>
      ) : query.isError && !query.data ? (
        <ErrorState message={loadMessages.courses} onRetry={() => void query.refetch()} />
      ) : courses.length === 0 ? (
        <EmptyState title={t.empty} />
      ) : (
        <CourseList courses={courses} label={t.title} priority />
      )}
      <LoadMore
        loading={isFetchingNextPage}
        failed={isFetchNextPageError}
        onRetry={() => void fetchNextPage()}
      />
    </Page>
  );
}
