import { Button } from '@app/ui';
import { MessageCircle } from 'lucide-react';
import { css } from '#styled-system/css';
import { messages } from '../../../messages';
import type { useLiveChat } from '../hooks/use-live-chat';

const t = messages.help;

/** With a live-chat website id the help page offers the chat instead of the ticket form. */
export function LiveChat({ chat }: { chat: ReturnType<typeof useLiveChat> }) {
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '3', alignItems: 'flex-start' })}>
      <p>{t.chatHint}</p>
      <Button onClick={chat.start} loading={chat.state === 'loading'}>
        <MessageCircle aria-hidden size={18} />
        {t.startChat}
      </Button>
    </div>
  );
}
