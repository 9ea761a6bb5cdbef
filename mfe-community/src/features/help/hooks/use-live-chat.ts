import { sessionStore } from '@app/shared-contracts';
import { useEffect, useRef, useState } from 'react';

type CrispQueue = unknown[][];
declare global {
  interface Window {
    $crisp?: CrispQueue;
    CRISP_WEBSITE_ID?: string;
  }
}

export const CRISP_SCRIPT = 'https://client.crisp.chat/l.js';
/** A script that neither loads nor fails by then (a stalled network, a filter) counts as failed. */
export const CHAT_LOAD_TIMEOUT_MS = 15_000;

export type ChatState = 'idle' | 'loading' | 'open' | 'failed';

/**
 * The live-chat widget, loaded only when the student presses 'start chat' (nothing of it is
 * fetched before): the signed-in user is identified by e-mail, name, avatar, id and phone. A
 * script that cannot load (blocked, offline, timed out) ends in 'failed', so the page can offer
 * the ticket form instead of a dead button.
 */
export function useLiveChat(websiteId: string) {
  const [state, setState] = useState<ChatState>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

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
    const present = document.querySelector<HTMLScriptElement>(`script[src="${CRISP_SCRIPT}"]`);
    if (present?.dataset.loaded === 'true') {
      setState('open');
      return;
    }
    // A script element that failed before is replaced, so pressing again retries.
    present?.remove();
    const script = document.createElement('script');
    script.src = CRISP_SCRIPT;
    script.async = true;
    const fail = () => {
      if (timer.current) clearTimeout(timer.current);
      script.remove();
      setState('failed');
    };
    script.onload = () => {
      if (timer.current) clearTimeout(timer.current);
      script.dataset.loaded = 'true';
      setState('open');
    };
    script.onerror = fail;
    timer.current = setTimeout(fail, CHAT_LOAD_TIMEOUT_MS);
    document.head.appendChild(script);
    setState('loading');
  }
  return { state, start };
}
