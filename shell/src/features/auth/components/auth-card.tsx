import type { FormEvent, ReactNode, Ref } from 'react';
import { css } from '#styled-system/css';

const wrap = css({
  display: 'flex',
  justifyContent: 'center',
  paddingBlock: { base: '6', md: '12' },
  paddingInline: '4',
});
const card = css({
  width: 'full',
  maxWidth: '480px',
  bg: 'bg.surface',
  borderRadius: 'xl',
  boxShadow: 'md',
  padding: { base: '5', md: '8' },
  display: 'flex',
  flexDirection: 'column',
  gap: '4',
});

/** The frame of the auth screens: a heading and a form (native submit, so Enter works). */
export function AuthCard({
  title,
  intro,
  onSubmit,
  children,
  footer,
  formRef,
}: {
  title: string;
  intro?: ReactNode;
  onSubmit: () => void;
  children: ReactNode;
  footer?: ReactNode;
  /** The form element, for moving the focus to its first invalid field. */
  formRef?: Ref<HTMLFormElement>;
}) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <div className={wrap}>
      <section className={card} aria-labelledby="auth-title">
        <h1 id="auth-title" className={css({ fontSize: '2xl', fontWeight: 'bold', color: 'primary.text' })}>
          {title}
        </h1>
        {intro ? <p className={css({ color: 'fg.muted' })}>{intro}</p> : null}
        <form
          ref={formRef}
          noValidate
          onSubmit={submit}
          className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}
        >
          {children}
        </form>
        {footer ? (
          <div className={css({ display: 'flex', flexDirection: 'column', gap: '2', fontSize: 'sm' })}>
            {footer}
          </div>
        ) : null}
      </section>
    </div>
  );
}

export const authLink = css({
  color: 'primary.text',
  fontWeight: 'bold',
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
  _focusVisible: { outline: '2px solid', outlineColor: 'border.focus' },
});
