import { useNavigate } from '@app/router';
import { pathFor } from '@app/shared-contracts';
import { Dialog } from '@app/ui';
import { css } from '#styled-system/css';
import { button } from '#styled-system/recipes';
import { messages } from '../../../messages';

const t = messages.welcome;
const fullScreen = css({
  inlineSize: '100vw',
  blockSize: '100dvh',
  maxInlineSize: '100vw',
  maxBlockSize: '100dvh',
  borderRadius: '0',
  justifyContent: 'center',
});

/** iOS app: a full-screen dialog with login, new account, browse courses and help (spec 3 §2.2). */
export function IosWelcomeDialog() {
  const navigate = useNavigate();
  const items = [
    { label: t.login, to: pathFor('login'), variant: 'solid' as const },
    { label: t.register, to: pathFor('register'), variant: 'outline' as const },
    { label: t.browse, to: pathFor('courses'), variant: 'outline' as const },
    { label: t.help, to: pathFor('help'), variant: 'ghost' as const },
  ];
  return (
    <Dialog
      open
      title={t.iosTitle}
      description={t.subtitle}
      hideCloseButton
      closeOnEscape={false}
      closeOnInteractOutside={false}
      contentClassName={fullScreen}
    >
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '3', marginBlockStart: '4' })}>
        {items.map((item) => (
          <button
            key={item.label}
            type="button"
            className={button({ variant: item.variant, size: 'lg', fullWidth: true })}
            onClick={() => navigate(item.to)}
          >
            {item.label}
          </button>
        ))}
      </div>
    </Dialog>
  );
}
