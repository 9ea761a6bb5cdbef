import { examSubmitMessages } from '@app/shared-contracts/errors';
import { Button, Spinner } from '@app/ui';
import { css } from '#styled-system/css';
import { messages } from '../../../messages';
import type { SubmitPhase } from '../hooks/use-submit-flow';

const t = messages.session;

/** What happened to the submit once the time is out: sending, not sent yet (retrying), or sent. */
export function SubmitProgress({ phase, onRetryNow }: { phase: SubmitPhase; onRetryNow: () => void }) {
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '3', alignItems: 'flex-start' })}>
      <p
        role="status"
        data-phase={phase}
        className={css({
          fontWeight: 'bold',
          color: phase === 'retrying' ? 'warning.text' : phase === 'sent' ? 'success.text' : 'fg',
        })}
      >
        {phase === 'sent' ? examSubmitMessages.success : phase === 'retrying' ? t.notSent : t.sending}
      </p>
      {phase === 'submitting' ? <Spinner label={null} /> : null}
      {phase === 'retrying' ? (
        <Button variant="outline" onClick={onRetryNow}>
          {t.retryNow}
        </Button>
      ) : null}
    </div>
  );
}
