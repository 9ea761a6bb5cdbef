import { Link, useNavigate } from '@app/router';
import { pathFor, pluralAr } from '@app/shared-contracts';
import { Avatar, EmptyState, ErrorState, Skeleton } from '@app/ui';
import { useEffect } from 'react';
import { css } from '#styled-system/css';
import { Page, PageTitle } from '../../../components/page';
import { useAppData } from '../../../hooks/use-session-bits';
import { messages } from '../../../messages';
import { useTeachers } from '../api/get-teachers';

const t = messages.teachers;
const gridClass = css({
  listStyle: 'none',
  padding: 0,
  display: 'grid',
  gap: '4',
  gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
});
const cardClass = css({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: '2',
  padding: '4',
  textAlign: 'center',
  bg: 'bg.surface',
  borderRadius: 'lg',
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: 'border',
  textDecoration: 'none',
  color: 'fg',
  _hover: { boxShadow: 'md' },
});

/** /teachers: only while teachers_page is on, otherwise /not-found (spec 2 §2). */
export function TeachersView() {
  const appData = useAppData();
  const enabled = appData?.teachers_page ?? false;
  const navigate = useNavigate();
  useEffect(() => {
    if (appData && !enabled) navigate(pathFor('not-found'), { replace: true });
  }, [appData, enabled, navigate]);
  const query = useTeachers(enabled);
  return (
    <Page>
      <PageTitle>{t.title}</PageTitle>
      {query.isLoading ? <Skeleton height="10rem" /> : null}
      {query.isError ? (
        <ErrorState message={messages.loadFailed} onRetry={() => void query.refetch()} />
      ) : null}
      {query.data?.length === 0 ? <EmptyState title={t.empty} /> : null}
      {query.data && query.data.length > 0 ? (
        <ul className={gridClass} aria-label={t.title}>
          {query.data.map((teacher) => (
            <li key={teacher.id}>
              <Link to={pathFor('teacher', { id: teacher.id })} className={cardClass}>
                <Avatar name={teacher.name} src={teacher.avatar} size="xl" />
                <span className={css({ fontWeight: 'bold' })}>{teacher.name}</span>
                <span className={css({ fontSize: 'sm', color: 'fg.muted' })}>
                  {pluralAr(teacher.courses_count, messages.coursesCount)}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </Page>
  );
}
