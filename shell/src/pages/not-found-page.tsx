import { Link } from '@app/router';
import { pathFor, useSession } from '@app/shared-contracts';
import { css } from '#styled-system/css';
import { button } from '#styled-system/recipes';
import { messages } from '../messages';

export default function NotFoundPage() {
  const signedIn = useSession((s) => Boolean(s.token));
  return (
    <section
      className={css({
        textAlign: 'center',
        paddingBlock: '16',
        paddingInline: '4',
        display: 'flex',
        flexDirection: 'column',
        gap: '4',
        alignItems: 'center',
      })}
    >
      <p aria-hidden="true" className={css({ fontSize: '4xl', fontWeight: 'bold', color: 'primary.text' })}>
        404
      </p>
      <h1 className={css({ fontSize: '2xl', fontWeight: 'bold' })}>{messages.notFound.title}</h1>
      <p className={css({ color: 'fg.muted' })}>{messages.notFound.body}</p>
      <Link to={pathFor(signedIn ? 'home' : 'welcome')} className={button()}>
        {messages.notFound.home}
      </Link>
    </section>
  );
}
