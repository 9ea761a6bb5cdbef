import { Link } from '@app/router';
import { pathFor } from '@app/shared-contracts';
import { css } from '#styled-system/css';
import { button } from '#styled-system/recipes';
import { useAppData, usePlatform, useSignedIn } from '../../../hooks/use-session-bits';
import { messages } from '../../../messages';

const t = messages.course;
const noticeClass = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '3',
  padding: '4',
  borderRadius: 'lg',
  bg: 'info.subtle',
  color: 'info.text',
});

const bannerClass = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '3',
  padding: '4',
  borderRadius: 'lg',
  bg: 'warning.subtle',
  color: 'warning.text',
});

/** Guests: login is required; login carries the course so the user comes back to it. */
export function GuestNotice({ courseId }: { courseId: number }) {
  if (useSignedIn()) return null;
  return (
    <div role="note" className={noticeClass}>
      <p>{t.guestNotice}</p>
      <Link to={pathFor('login', {}, { course: courseId })} className={button({ size: 'sm' })}>
        {t.login}
      </Link>
    </div>
  );
}

/** Plain web (no phone or desktop wrapper): lectures are watched in the app or the desktop program. */
export function DownloadBanner() {
  const platform = usePlatform();
  const app = useAppData();
  // web playback allowed everywhere: no need to send the user elsewhere
  if (platform !== 'web' || app?.enable_wp === 'all' || app?.enable_wp === 'all_with_desktop') return null;
  const links: { href: string | null | undefined; label: string }[] = [
    { href: app?.play_store_url, label: t.playStore },
    { href: app?.apple_store_url, label: t.appStore },
    { href: app?.desktop_app_url, label: t.desktop },
  ];
  const shown = links.filter((l): l is { href: string; label: string } => Boolean(l.href));
  return (
    <aside aria-label={t.downloadTitle} className={bannerClass}>
      <div>
        <p className={css({ fontWeight: 'bold' })}>{t.downloadTitle}</p>
        <p className={css({ fontSize: 'sm' })}>{t.downloadText}</p>
      </div>
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
        {shown.map((l) => (
          <a
            key={l.label}
            href={l.href}
            target="_blank"
            rel="noopener noreferrer"
            className={button({ variant: 'outline', size: 'sm' })}
          >
            {l.label}
          </a>
        ))}
      </div>
    </aside>
  );
}
