import { Link } from '@app/router';
import { css } from '#styled-system/css';
import { button } from '#styled-system/recipes';
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

/** Orange bar while the e-mail still needs confirming (spec 1 §2). */
export function EmailBar() {
  return (
    <div role="status" className={bar}>
      <span>{messages.overlays.emailBar}</span>
      <Link to="/confirm" className={`${button({ size: 'sm', variant: 'outline' })} ${action}`}>
        {messages.overlays.emailBarButton}
      </Link>
    </div>
  );
}
