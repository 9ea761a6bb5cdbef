import { Toast, Toaster } from '@ark-ui/react/toast';
import { toast } from '#styled-system/recipes';
import { uiMessages } from '../../messages';
import { IconButton } from '../icon-button/icon-button';
import { AlertIcon, CheckIcon, CloseIcon } from '../icons/icons';
import { toaster } from './toaster';

/** Renders the toasts of `toaster` (bottom, stacked); loaded lazily by `AppToaster`. */
export function AppToaster() {
  const styles = toast();
  return (
    <Toaster toaster={toaster} aria-label={uiMessages.notifications}>
      {(item) => (
        <Toast.Root key={item.id} className={styles.root}>
          {item.type === 'success' ? <CheckIcon /> : item.type === 'info' ? null : <AlertIcon />}
          {item.title ? <Toast.Title className={styles.title}>{item.title}</Toast.Title> : null}
          <Toast.Description className={styles.description}>{item.description}</Toast.Description>
          {item.closable ? (
            <Toast.CloseTrigger asChild>
              <IconButton aria-label={uiMessages.close} size="sm" className={styles.closeTrigger}>
                <CloseIcon />
              </IconButton>
            </Toast.CloseTrigger>
          ) : null}
        </Toast.Root>
      )}
    </Toaster>
  );
}
