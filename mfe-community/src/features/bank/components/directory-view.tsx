import { bankMessages, statusOf } from '@app/shared-contracts/errors';
import { EmptyState, ErrorState } from '@app/ui';
import { Notice } from '@app/ui/notice';
import { css } from '#styled-system/css';
import { ListLoading } from '../../../components/loading';
import { messages } from '../../../messages';
import { useDirectory } from '../api/get-directory';
import { useBankFilter } from '../hooks/use-bank-filter';
import { BankFilter } from './bank-filter';
import { Breadcrumbs } from './breadcrumbs';
import { pathLabel } from './category-tree';
import { FolderList } from './folder-list';
import { QuestionList } from './question-list';

const t = messages.bank;

/** One folder of the bank (or its root): breadcrumbs, sub-folders, the filter and the questions. */
export function DirectoryView({ id }: { id: number | null }) {
  const [filter, setFilter] = useBankFilter();
  const dir = useDirectory(id, filter);
  if (dir.isPending) return <ListLoading rows={6} />;
  if (dir.isError) {
    if (statusOf(dir.error) === 404) return <EmptyState title={bankMessages.NOT_FOUND} />;
    return (
      <ErrorState
        message={bankMessages.fallback}
        onRetry={() => void dir.refetch()}
        retrying={dir.isFetching}
      />
    );
  }
  const first = dir.data.pages[0];
  if (!first) return null;
  const current = first.current_directory;
  const questions = dir.data.pages.flatMap((p) => p.questions.data);
  const numbered = Boolean(filter.page_number || filter.question_number);
  const filtered = numbered || Boolean(filter.search);
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      <Breadcrumbs dirs={current?.full_path_dirs ?? []} />
      <h1 className={css({ textStyle: 'h2' })}>{current?.name ?? t.title}</h1>
      <FolderList folders={first.categories} />
      {/* The root searches the whole bank; a folder with questions also filters by number. */}
      {!current || current.questions_count > 0 ? (
        <BankFilter
          key={`${filter.search}-${filter.page_number}-${filter.question_number}`}
          value={filter}
          onChange={setFilter}
          numbers={Boolean(current)}
        />
      ) : null}
      {questions.length > 0 ? (
        <QuestionList
          questions={questions}
          hasMore={dir.hasNextPage}
          loadingMore={dir.isFetchingNextPage}
          onLoadMore={() => void dir.fetchNextPage()}
          folderPath={current ? pathLabel(current.full_path_dirs) : undefined}
        />
      ) : filtered ? (
        <Notice tone="info">{filter.search && !numbered ? t.noSearchResult : t.noFilterResult}</Notice>
      ) : current && first.categories.length === 0 ? (
        <Notice tone="info">{t.emptyCategory}</Notice>
      ) : null}
    </div>
  );
}
