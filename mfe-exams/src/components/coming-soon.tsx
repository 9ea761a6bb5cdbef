import { css } from '#styled-system/css';
import { messages } from '../messages';

/** The one allowed placeholder: a route or widget whose feature has not landed yet. */
export function ComingSoon({ title }: { title: string }) {
  return (
    <section
      className={css({ paddingBlock: '8', paddingInline: '4', textAlign: 'center' })}
      aria-label={title}
    >
      <h1 className={css({ fontSize: 'xl', fontWeight: 'bold', marginBlockEnd: '2' })}>
        {messages.comingSoon(title)}
      </h1>
      <p className={css({ color: 'gray.600' })}>{messages.comingSoonHint}</p>
    </section>
  );
}
