import { Link, useNavigate } from '@app/router';
import { pathFor } from '@app/shared-contracts';
import { ErrorState } from '@app/ui';
import { useEffect } from 'react';
import { css } from '#styled-system/css';
import hero from '../../../assets/hero.svg';
import { CourseList, CourseListSkeleton } from '../../../components/course-list';
import { Page, SectionHeading } from '../../../components/page';
import { usePlatform } from '../../../hooks/use-session-bits';
import { messages } from '../../../messages';
import { useWelcome } from '../api/get-welcome';
import { IosWelcomeDialog } from './ios-welcome-dialog';
import { HashtagBanner, WhyChooseUs } from './why-choose-us';

const t = messages.welcome;
const heroClass = css({
  position: 'relative',
  borderRadius: 'xl',
  overflow: 'hidden',
  color: 'white',
  minBlockSize: { base: '180px', md: '320px' },
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  gap: '3',
  paddingInline: { base: '5', md: '10' },
  paddingBlock: '6',
  backgroundSize: 'cover',
  backgroundPosition: 'center',
});

/** / for guests: header image, featured courses, why choose us, hashtag banner (spec 3 §2.2). */
export function WelcomeView() {
  const platform = usePlatform();
  const navigate = useNavigate();
  const query = useWelcome();
  // the Android app starts at login
  useEffect(() => {
    if (platform === 'android') navigate(pathFor('login'), { replace: true });
  }, [platform, navigate]);
  return (
    <Page>
      {platform === 'ios' ? <IosWelcomeDialog /> : null}
      <section className={heroClass} style={{ backgroundImage: `url(${hero})` }}>
        <h1 className={css({ fontSize: { base: '2xl', md: '4xl' }, fontWeight: 'bold' })}>{t.title}</h1>
        <p className={css({ maxInlineSize: '36rem', fontSize: { base: 'md', md: 'lg' } })}>{t.subtitle}</p>
      </section>
      <section
        aria-labelledby="featured-heading"
        className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}
      >
        <SectionHeading
          id="featured-heading"
          action={
            <Link to={pathFor('courses')} className={css({ color: 'primary.text', fontWeight: 'bold' })}>
              {t.all}
            </Link>
          }
        >
          {t.featured}
        </SectionHeading>
        {query.isPending ? <CourseListSkeleton /> : null}
        {query.isError ? (
          <ErrorState message={messages.loadFailed} onRetry={() => void query.refetch()} />
        ) : null}
        {query.data ? <CourseList courses={query.data.featured_courses} label={t.featured} /> : null}
      </section>
      <WhyChooseUs />
      <HashtagBanner />
    </Page>
  );
}
