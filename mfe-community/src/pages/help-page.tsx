import { Link } from '@app/router';
import { pathFor, useSession } from '@app/shared-contracts';
import { Card } from '@app/ui';
import { Notice } from '@app/ui/notice';
import { css } from '#styled-system/css';
import { Page } from '../components/page';
import { AccountDeletion } from '../features/help/components/account-deletion';
import { LiveChat } from '../features/help/components/live-chat';
import { SocialLinks } from '../features/help/components/social-links';
import { SupportForm } from '../features/help/components/support-form';
import { useLiveChat } from '../features/help/hooks/use-live-chat';
import { messages } from '../messages';

const t = messages.help;

/** /help (guests too): the live chat when configured, otherwise the ticket form; links; deletion. */
export default function HelpPage() {
  const crisp = useSession((s) => s.appData?.crisp_website_id ?? null);
  const signedIn = useSession((s) => Boolean(s.token));
  const chat = useLiveChat(crisp ?? '');
  // A chat that cannot load falls back to the ticket form, saying why.
  const chatFailed = chat.state === 'failed';
  return (
    <Page width="narrow" labelledBy="help-title">
      <header>
        <h1 id="help-title" className={css({ textStyle: 'h1' })}>
          {t.title}
        </h1>
        <p className={css({ color: 'fg.muted' })}>{t.intro}</p>
        {signedIn ? (
          <Link to={pathFor('my-tickets')} className={css({ color: 'primary', fontWeight: 'bold' })}>
            {messages.tickets.myTickets}
          </Link>
        ) : null}
      </header>
      <Card>
        {crisp && !chatFailed ? (
          <LiveChat chat={chat} />
        ) : (
          <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
            {chatFailed ? <Notice tone="info">{t.chatFailed}</Notice> : null}
            <SupportForm />
          </div>
        )}
      </Card>
      <SocialLinks />
      <AccountDeletion />
    </Page>
  );
}
