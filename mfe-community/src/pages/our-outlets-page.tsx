import { css } from '#styled-system/css';
import { OutletsView } from '../features/outlets/components/outlets-view';
import { messages } from '../messages';

/** /our-outlets (guests too). */
export default function OurOutletsPage() {
  return (
    <section
      aria-labelledby="outlets-title"
      className={css({
        display: 'flex',
        flexDirection: 'column',
        gap: '4',
        maxWidth: '4xl',
        marginInline: 'auto',
        width: 'full',
      })}
    >
      <h1 id="outlets-title" className={css({ textStyle: 'h1' })}>
        {messages.outlets.title}
      </h1>
      <OutletsView />
    </section>
  );
}
