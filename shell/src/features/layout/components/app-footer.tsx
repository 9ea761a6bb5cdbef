import { Link } from '@app/router';
import { pathFor, SOCIAL_NAMES, SOCIAL_URL_FIELDS, useSession } from '@app/shared-contracts';
import { css } from '#styled-system/css';
import { messages } from '../../../messages';

const footer = css({
  bg: 'primary',
  color: 'primary.fg',
  paddingBlock: '8',
  paddingInline: '4',
  marginBlockStart: '8',
});
const grid = css({
  maxWidth: '1200px',
  marginInline: 'auto',
  display: 'grid',
  gap: '6',
  gridTemplateColumns: { base: '1fr', md: 'repeat(4, 1fr)' },
});
const heading = css({ fontSize: 'md', fontWeight: 'bold', marginBlockEnd: '2' });
const list = css({ listStyle: 'none', p: '0', m: '0', display: 'flex', flexDirection: 'column', gap: '1.5' });
const link = css({
  color: 'inherit',
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
  overflowWrap: 'anywhere',
  _focusVisible: { outline: '2px solid white', outlineOffset: '2px' },
});
const chips = css({ display: 'flex', flexWrap: 'wrap', gap: '2', listStyle: 'none', p: '0', m: '0' });
const chip = css({
  display: 'inline-flex',
  paddingInline: '3',
  paddingBlock: '1.5',
  borderRadius: 'full',
  border: '1px solid',
  borderColor: 'white',
  color: 'inherit',
  textDecoration: 'none',
  fontSize: 'sm',
  _hover: { bg: 'primary.hover' },
  _focusVisible: { outline: '2px solid white', outlineOffset: '2px' },
});

/** Footer of spec 1 §2: links, contact data and social and store links from app data. */
export function AppFooter() {
  const appData = useSession((s) => s.appData);
  // Store badges are for the web (spec 1): inside the phone-app or desktop wrappers the student
  // already has the app.
  const onWeb = useSession((s) => s.platform) === 'web';
  const social = SOCIAL_URL_FIELDS.filter((field) => appData?.[field]);
  return (
    <footer className={footer}>
      <div className={grid}>
        <section>
          <h2 className={heading}>{messages.footer.links}</h2>
          <ul className={list}>
            <li>
              <Link className={link} to={pathFor('about')}>
                {messages.nav.about}
              </Link>
            </li>
            <li>
              <Link className={link} to={pathFor('privacy-policy')}>
                {messages.nav.privacy}
              </Link>
            </li>
            <li>
              <Link className={link} to={pathFor('terms')}>
                {messages.nav.terms}
              </Link>
            </li>
            <li>
              <Link className={link} to={pathFor('links')}>
                {messages.nav.links}
              </Link>
            </li>
            <li>
              <Link className={link} to={pathFor('help')}>
                {messages.nav.support}
              </Link>
            </li>
          </ul>
        </section>
        <section>
          <h2 className={heading}>{messages.footer.contact}</h2>
          <ul className={list}>
            {appData?.contact_phone ? (
              <li>
                {messages.footer.phone}:{' '}
                <a className={link} href={`tel:${appData.contact_phone}`} dir="ltr">
                  {appData.contact_phone}
                </a>
              </li>
            ) : null}
            {appData?.contact_email ? (
              <li>
                {messages.footer.email}:{' '}
                <a className={link} href={`mailto:${appData.contact_email}`} dir="ltr">
                  {appData.contact_email}
                </a>
              </li>
            ) : null}
          </ul>
        </section>
        {social.length > 0 ? (
          <section>
            <h2 className={heading}>{messages.footer.social}</h2>
            <ul className={chips}>
              {social.map((field) => (
                <li key={field}>
                  <a
                    className={chip}
                    href={appData?.[field] ?? undefined}
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    {SOCIAL_NAMES[field]}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {onWeb && (appData?.play_store_url || appData?.apple_store_url) ? (
          <section>
            <h2 className={heading}>{messages.footer.apps}</h2>
            <ul className={chips}>
              {appData?.play_store_url ? (
                <li>
                  <a
                    className={chip}
                    href={appData?.play_store_url ?? undefined}
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    {messages.footer.playStore}
                  </a>
                </li>
              ) : null}
              {appData?.apple_store_url ? (
                <li>
                  <a
                    className={chip}
                    href={appData?.apple_store_url ?? undefined}
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    {messages.footer.appStore}
                  </a>
                </li>
              ) : null}
            </ul>
          </section>
        ) : null}
      </div>
      <p className={css({ textAlign: 'center', fontSize: 'sm', marginBlockStart: '6', opacity: 0.9 })}>
        © {new Date().getFullYear()} {messages.appName} — {messages.footer.rights}
      </p>
    </footer>
  );
}
