import { Toast, Toaster } from '@ark-ui/react/toast';
import { css } from '#styled-system/css';
import { uiMessages } from '../../messages';
import { IconButton } from '../icon-button/icon-button';
import { AlertIcon, CheckIcon, CloseIcon } from '../icons/icons';
import { toaster } from './toaster';

const rootClass = css({
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  minWidth: '64',
  maxWidth: 'min(32rem, calc(100vw - 2rem))',
  paddingBlock: '2',
  paddingInlineStart: '4',
  paddingInlineEnd: '2',
  minHeight: '12',
  borderRadius: 'md',
  boxShadow: 'lg',
  bg: 'fg',
  color: 'fg.inverted',
  borderInlineStartWidth: '4px',
  borderInlineStartStyle: 'solid',
  borderInlineStartColor: 'blue.500',
  translate: 'var(--x) var(--y)',
  scale: 'var(--scale)',
  zIndex: 'var(--z-index)',
  height: 'var(--height)',
  opacity: 'var(--opacity)',
  willChange: 'translate, opacity, scale',
  transition: 'translate 300ms, scale 300ms, opacity 300ms, height 300ms',
  '&[data-type=success]': { borderInlineStartColor: 'green.500', '& svg': { color: 'green.500' } },
  '&[data-type=error]': { borderInlineStartColor: 'red.500', '& svg': { color: 'red.500' } },
  '&[data-type=warning]': { borderInlineStartColor: 'orange.500', '& svg': { color: 'orange.500' } },
});

const descriptionClass = css({ flex: '1', textStyle: 'small', fontWeight: 'medium' });

/** Renders the toasts of `toaster` (bottom, stacked); loaded lazily by `AppToaster`. */
export function AppToaster() {
  return (
    <Toaster toaster={toaster} aria-label={uiMessages.notifications}>
      {(toast) => (
        <Toast.Root key={toast.id} className={rootClass}>
          {toast.type === 'success' ? <CheckIcon /> : toast.type === 'info' ? null : <AlertIcon />}
          {toast.title ? (
            <Toast.Title className={css({ fontWeight: 'bold' })}>{toast.title}</Toast.Title>
          ) : null}
          <Toast.Description className={descriptionClass}>{toast.description}</Toast.Description>
          {toast.closable ? (
            <Toast.CloseTrigger asChild>
              <IconButton aria-label={uiMessages.close} size="sm" className={css({ color: 'inherit' })}>
                <CloseIcon />
              </IconButton>
            </Toast.CloseTrigger>
          ) : null}
        </Toast.Root>
      )}
    </Toaster>
  );
}
