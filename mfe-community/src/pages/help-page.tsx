import { useSession } from '@app/shared-contracts';
import { Card } from '@app/ui';
import { css } from '#styled-system/css';
import { Page } from '../components/page';
import { AccountDeletion } from '../features/help/components/account-deletion';
import { LiveChat } from '../features/help/components/live-chat';
import { SocialLinks } from '../features/help/components/social-links';
import { SupportForm } from '../features/help/components/support-form';
import { messages } from '../messages';

const t = messages.help;

/** /help (guests too): the live chat when configured, otherwise the ticket form; links; deletion. */
export default function HelpPage() {
  const crisp = useSession((s) => s.appData?.crisp_website_id ?? null);
  return (
    <Page width="narrow" labelledBy="help-title">
      <header>
        <h1 id="help-title" className={css({ textStyle: 'h1' })}>
          {t.title}
        </h1>
        <p className={css({ color: 'fg.muted' })}>{t.intro}</p>
      </header>
      <Card>{crisp ? <LiveChat websiteId={crisp} /> : <SupportForm />}</Card>
      <SocialLinks />
      <AccountDeletion />
    </Page>
  );
}
