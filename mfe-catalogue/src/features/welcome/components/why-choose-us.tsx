import { css } from '#styled-system/css';
import why1 from '../../../assets/why-1.svg';
import why2 from '../../../assets/why-2.svg';
import why3 from '../../../assets/why-3.svg';
import why4 from '../../../assets/why-4.svg';
import why5 from '../../../assets/why-5.svg';
import why6 from '../../../assets/why-6.svg';
import { SectionHeading } from '../../../components/page';
import { messages } from '../../../messages';

const images = [why1, why2, why3, why4, why5, why6];
const t = messages.welcome;

/** The strip of six images titled 'why choose us'. */
export function WhyChooseUs() {
  return (
    <section
      aria-labelledby="why-heading"
      className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}
    >
      <SectionHeading id="why-heading">{t.why}</SectionHeading>
      <ul
        className={css({
          listStyle: 'none',
          padding: 0,
          display: 'grid',
          gap: '3',
          gridTemplateColumns: { base: 'repeat(2, 1fr)', sm: 'repeat(3, 1fr)', md: 'repeat(6, 1fr)' },
        })}
      >
        {t.reasons.map((reason, i) => (
          <li
            key={reason}
            className={css({
              display: 'flex',
              flexDirection: 'column',
              alignItems: 'center',
              gap: '2',
              textAlign: 'center',
            })}
          >
            <img src={images[i]} alt="" width={96} height={96} loading="lazy" />
            <span className={css({ fontWeight: 'bold', fontSize: 'sm' })}>{reason}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The hashtag banner closing the page. */
export function HashtagBanner() {
  return (
    <section
      aria-label={t.hashtag}
      className={css({
        borderRadius: 'xl',
        bg: 'primary',
        color: 'primary.fg',
        padding: { base: '5', md: '8' },
        textAlign: 'center',
      })}
    >
      <p dir="auto" className={css({ fontSize: { base: '2xl', md: '4xl' }, fontWeight: 'bold' })}>
        {t.hashtag}
      </p>
      <p>{t.hashtagText}</p>
    </section>
  );
}
