import { sessionStore } from '@app/shared-contracts';
import { useState } from 'react';

type CrispQueue = unknown[][];
declare global {
  interface Window {
    $crisp?: CrispQueue;
    CRISP_WEBSITE_ID?: string;
  }
}

export const CRISP_SCRIPT = 'https://client.crisp.chat/l.js';

/**
 * The live-chat widget, loaded only when the student presses 'start chat' (nothing of it is
 * fetched before): the signed-in user is identified by e-mail, name, avatar, id and phone.
 */
export function useLiveChat(websiteId: string) {
  const [started, setStarted] = useState(false);
  function start() {
    const queue: CrispQueue = window.$crisp ?? [];
    window.$crisp = queue;
    window.CRISP_WEBSITE_ID = websiteId;
    const user = sessionStore.getState().user;
    if (user) {
      queue.push(['set', 'user:email', [user.email]]);
      queue.push(['set', 'user:nickname', [user.name]]);
      if (user.avatar) queue.push(['set', 'user:avatar', [user.avatar]]);
      if (user.phone) queue.push(['set', 'user:phone', [user.phone]]);
      queue.push(['set', 'session:data', [[['user_id', String(user.id)]]]]);
    }
    queue.push(['do', 'chat:open']);
    if (!document.querySelector(`script[src="${CRISP_SCRIPT}"]`)) {
      const script = document.createElement('script');
      script.src = CRISP_SCRIPT;
      script.async = true;
      document.head.appendChild(script);
    }
    setStarted(true);
  }
  return { started, start };
}
