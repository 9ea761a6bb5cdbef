import { IconButton, snack } from '@app/ui';
import { Copy } from 'lucide-react';
import { messages } from '../../../messages';

const t = messages.wallet;

/** Copies the wallet address (to paste it in a chat), and says whether it worked. */
export function CopyButton({ text }: { text: string }) {
  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      snack(t.copied, 'success');
    } catch {
      snack(t.copyFailed, 'error');
    }
  }
  return (
    <IconButton aria-label={t.copyAddress} variant="ghost" size="sm" onClick={() => void copy()}>
      <Copy aria-hidden size={18} />
    </IconButton>
  );
}
