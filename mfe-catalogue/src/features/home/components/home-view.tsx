import { Link } from '@app/router';
import { type Course, pathFor } from '@app/shared-contracts';
import { startupMessages } from '@app/shared-contracts/errors';
import { ErrorState, useIsDesktop } from '@app/ui';
import { useDeferredValue } from 'react';
import { css } from '#styled-system/css';
import { CourseList } from '../../../components/course-list';
import { Page, SectionHeading } from '../../../components/page';
import { messages } from '../../../messages';
import { useHome } from '../api/get-home';
import { HeaderCarousel } from './header-carousel';
import { HomeLoading } from './home-loading';
import { HonorPanel } from './honor-panel';
import { WelcomeCard } from './welcome-card';

const t = messages.home;
/** Spec 1 §9: 4 featured and 4 latest cards on desktop before 'more'. */
export const HOME_DESKTOP_COUNT = 4;
const moreLink = css({ color: 'primary.text', fontWeight: 'bold', whiteSpace: 'nowrap' });

function CoursesSection({ id, title, courses }: { id: string; title: string; courses: Course[] }) {
  const desktop = useIsDesktop();
  if (courses.length === 0) return null;
  const shown = desktop ? courses.slice(0, HOME_DESKTOP_COUNT) : courses;
  return (
    <section aria-labelledby={id} className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
      <SectionHeading
        id={id}
        action={
          <Link to={pathFor('courses')} className={moreLink}>
            {t.more}
          </Link>
        }
      >
        {title}
      </SectionHeading>
      <CourseList courses={shown} label={title} />
    </section>
  );
}

/** /home for signed-in users (spec 1 §2). */
export function HomeView() {
  const query = useHome();
  // The answer's arrival re-renders this synchronously (React Query's store); deferring the data
  // lets React render the full page in a background transition, in slices (issue 9: TBT).
  const home = useDeferredValue(query.data);
  if (home === undefined && !query.isError) {
    return <HomeLoading />;
  }
  if (home === undefined) {
    return (
      <Page>
        <ErrorState
          message={startupMessages.home}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      </Page>
    );
  }
  return (
    <Page>
      <HeaderCarousel images={home.header_images} />
      <div
        className={css({
          display: 'grid',
          gap: '4',
          gridTemplateColumns: { base: '1fr', md: 'minmax(0, 2fr) minmax(0, 1fr)' },
          alignItems: 'start',
        })}
      >
        <WelcomeCard message={home.welcome_msg} />
        <HonorPanel entries={home.honor_panel} />
      </div>
      <CoursesSection id="featured-heading" title={t.featured} courses={home.featured_courses} />
      <CoursesSection id="latest-heading" title={t.latest} courses={home.latest_courses} />
    </Page>
  );
}
