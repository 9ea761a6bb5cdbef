import { Link, useLocation } from '@app/router';
import { pathFor, useSession } from '@app/shared-contracts';
import { css } from '#styled-system/css';
import { button } from '#styled-system/recipes';
import { needsEmailConfirmation } from '../../../lib/guards';
import { messages } from '../../../messages';

const bar = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '3',
  paddingBlock: '2',
  paddingInline: '4',
  bg: 'orange.700',
  color: 'white',
  fontWeight: 'bold',
  fontSize: 'sm',
});
const action = css({ bg: 'white!', color: 'orange.700!', borderColor: 'white!' });

/** The confirm page's code field, named by the auth form (`name="code"`). */
const focusCodeField = () => document.querySelector<HTMLInputElement>('main input[name="code"]')?.focus();

/**
 * Orange bar while the e-mail still needs confirming (spec 1 §2), on every page, the confirm page
 * included: the forced flow sends every route there, so hiding it there hid it everywhere. On that
 * page its button takes the student to the code field.
 */
export function EmailBar() {
  const token = useSession((s) => s.token);
  const user = useSession((s) => s.user);
  const appData = useSession((s) => s.appData);
  const onConfirmPage = useLocation().pathname === pathFor('confirm');
  if (!needsEmailConfirmation({ token, user, appData })) return null;
  return (
    <div role="status" className={bar}>
      <span>{messages.overlays.emailBar}</span>
      <Link
        to={pathFor('confirm')}
        onClick={(event) => {
          if (!onConfirmPage) return;
          event.preventDefault();
          focusCodeField();
        }}
        className={`${button({ size: 'sm', variant: 'outline' })} ${action}`}
      >
        {messages.overlays.emailBarButton}
      </Link>
    </div>
  );
}
