import { type ExamSessionResponse, type ExamSubmitResponse, isHttpError } from '@app/shared-contracts';
import { examSubmitMessages } from '@app/shared-contracts/errors';
import { snack } from '@app/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { AnswerQueue } from '../api/answer-queue';
import { getExamSession } from '../api/get-exam-session';
import { showSubmitted, useSubmitExam } from '../api/submit-exam';

/** Spec 2 §9: the submitted view shows 0.5 s after the success message. */
export const SUBMITTED_DELAY_MS = 500;

/** Waits between tries of an auto-submit that did not get through: 2 s, 4 s, 8 s … at most 30 s. */
export const retryDelayMs = (attempt: number) => Math.min(30_000, 2_000 * 2 ** attempt);

/**
 * active → submitting → sent (the success message, then the submitted view), or back to active
 * when a submit the student asked for fails. An auto-submit (time is out) that fails twice is
 * `retrying`: the page says the answers are not sent yet and tries again with back-off, at once
 * when the browser is back online, until the server answers the submit or shows the session closed.
 */
export type SubmitPhase = 'active' | 'submitting' | 'retrying' | 'sent';

export function useSubmitFlow(token: string, queue: AnswerQueue) {
  const client = useQueryClient();
  const submit = useSubmitExam();
  const [phase, setPhase] = useState<SubmitPhase>('active');
  const [attempt, setAttempt] = useState(0);
  const busy = useRef(false);
  // An answer the server refuses (4xx) must not block the submit forever: later tries send none.
  const withoutAnswers = useRef(false);

  function finish(done: ExamSubmitResponse | ExamSessionResponse) {
    setPhase('sent');
    snack(examSubmitMessages.success, 'success');
    setTimeout(() => showSubmitted(client, token, done), SUBMITTED_DELAY_MS);
  }

  async function send() {
    await queue.load();
    await queue.flush();
    return submit.mutateAsync({
      sessionToken: token,
      answers: withoutAnswers.current ? [] : queue.pending(),
    });
  }

  async function start(auto: boolean) {
    if (busy.current) return;
    busy.current = true;
    setPhase('submitting');
    try {
      finish(await send().catch((err) => (auto ? send() : Promise.reject(err))));
    } catch (err) {
      noteRefusal(err);
      if (auto) setPhase('retrying');
      else {
        snack(examSubmitMessages.fallback, 'error');
        setPhase('active');
      }
    } finally {
      busy.current = false;
    }
  }

  function noteRefusal(err: unknown) {
    const status = isHttpError(err) ? err.response?.status : undefined;
    if (status && status >= 400 && status < 500 && status !== 408 && status !== 429)
      withoutAnswers.current = true;
  }

  async function retry() {
    if (busy.current) return;
    busy.current = true;
    try {
      finish(await send());
    } catch (err) {
      noteRefusal(err);
      // The submit did not get through: the server may have closed the session itself (its sweep).
      const read = await getExamSession(token).catch(() => null);
      if (read?.session.submitted_at) finish(read);
      else setAttempt((n) => n + 1);
    } finally {
      busy.current = false;
    }
  }

  useEffect(() => {
    if (phase !== 'retrying') return;
    const timer = setTimeout(() => void retry(), retryDelayMs(attempt));
    const now = () => void retry();
    window.addEventListener('online', now);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('online', now);
    };
  }, [phase, attempt]);

  return { phase, start, retryNow: () => void retry() };
}
