import { type AnswerAttempt, type ExamSessionResponse, messageFor } from '@app/shared-contracts';
import { Button } from '@app/ui';
import { useCallback, useEffect, useState } from 'react';
import { css } from '#styled-system/css';
import { messages } from '../../../messages';
import { isQueuedImage, type QueuedItem } from '../api/answer-queue';
import { useAnswerQueue } from '../hooks/use-answer-queue';
import { useCountdown } from '../hooks/use-countdown';
import { useDebouncedCallback } from '../hooks/use-debounced-callback';
import { useLeaveWarning } from '../hooks/use-leave-warning';
import { useQuestionIndex } from '../hooks/use-question-index';
import { useSubmitFlow } from '../hooks/use-submit-flow';
import { ExamTimer } from './exam-timer';
import { ImageAnswer } from './image-answer';
import { fromAttempts, fromQueue, solved } from './local-answers';
import { QuestionDrawer } from './question-drawer';
import { ESSAY_PAUSE_MS, type LocalAnswer, QuestionView } from './question-view';
import { SaveStatus } from './save-status';
import { SubmitDialog } from './submit-dialog';
import { SubmitProgress } from './submit-progress';
import { TimeWarning } from './time-warning';

const t = messages.session;

/**
 * A running session: one question at a time, the drawer, the timer, the queue and the submit (also
 * a session whose time ran out that the server has not closed yet: it is submitted at once).
 */
export function ActiveSession({ data, token }: { data: ExamSessionResponse; token: string }) {
  const [server, setServer] = useState({ seconds: data.session.remaining_seconds, at: 0 });
  const onRemaining = useCallback(
    (seconds: number | null) => setServer((p) => ({ seconds, at: p.at + 1 })),
    [],
  );
  const [answers, setAnswers] = useState<Record<number, LocalAnswer>>(() =>
    fromAttempts(data.answer_attempts),
  );
  // An image the server refused is dropped from the queue: its question says why.
  const [imageErrors, setImageErrors] = useState<Record<number, string>>({});
  const onRefused = useCallback((items: QueuedItem[], error: unknown) => {
    const ids = items.filter(isQueuedImage).map((i) => i.question_id);
    if (!ids.length) return;
    const message = messageFor(error, {}, messages.image.failed);
    setImageErrors((e) => ({ ...e, ...Object.fromEntries(ids.map((id) => [id, message])) }));
    setAnswers((a) => ({
      ...a,
      ...Object.fromEntries(ids.map((id) => [id, { ...a[id], image_blob: null }])),
    }));
  }, []);
  // A sent image is shown from the server from then on (unless a newer one was chosen meanwhile).
  const onSaved = useCallback((items: QueuedItem[], attempts: AnswerAttempt[]) => {
    const sent = items.filter(isQueuedImage);
    if (!sent.length) return;
    setAnswers((a) => {
      const next = { ...a };
      for (const item of sent) {
        if (next[item.question_id]?.image_blob !== item.image) continue;
        const stored = attempts.find((x) => x.question_id === item.question_id)?.answer_image ?? null;
        next[item.question_id] = { ...next[item.question_id], image_blob: null, answer_image: stored };
      }
      return next;
    });
  }, []);
  const { queue, status, restored } = useAnswerQueue(token, onRemaining, onRefused, onSaved);
  const { phase, start, retryNow } = useSubmitFlow(token, queue);
  const remaining = useCountdown(server, phase === 'active');
  const [dialog, setDialog] = useState(false);
  const [index, go] = useQuestionIndex(token, data.questions.length, () => setDialog(true));
  // Essay text is saved 1 s after typing stops, and at once on leaving the question or the page.
  const essay = useDebouncedCallback((questionId: number, value: string) => {
    answer(questionId, { answer_text: value.trim() === '' ? null : value });
  }, ESSAY_PAUSE_MS);
  const move = (next: number) => {
    essay.flush();
    go(next);
  };
  const submit = (auto: boolean) => {
    essay.flush();
    return start(auto);
  };
  // Answers not sent yet (retrying) are lost with the tab too.
  useLeaveWarning(phase !== 'sent');

  useEffect(() => {
    if (!restored?.length) return;
    // Queued answers (and images) are newer than the server's.
    setAnswers((a) => {
      const next = { ...a };
      for (const [id, v] of Object.entries(fromQueue(restored)))
        next[Number(id)] = { ...a[Number(id)], ...v };
      return next;
    });
  }, [restored]);

  const questions = data.questions;
  const question = questions[index];
  const unanswered = questions.filter((q) => !solved(answers[q.id])).length;

  const timeUp = remaining !== null && remaining < 1;
  // Auto-submit once the time is out (tried twice, then again with back-off until it gets through).
  useEffect(() => {
    if (timeUp && phase === 'active') void submit(true);
  }, [timeUp, phase]);

  function answer(questionId: number, value: LocalAnswer) {
    setAnswers((a) => ({ ...a, [questionId]: { ...a[questionId], ...value } }));
    void queue.push({ question_id: questionId, ...value });
  }

  /** A chosen image is queued (and sent) at once; null takes the question's image back. */
  function answerImage(questionId: number, image: File | null) {
    const value = image ? { image_blob: image } : { image_blob: null, answer_image: null };
    setAnswers((a) => ({ ...a, [questionId]: { ...a[questionId], ...value } }));
    setImageErrors(({ [questionId]: _, ...rest }) => rest);
    void queue.pushImage(questionId, image);
  }

  const last = index === questions.length - 1;
  const header = (
    <header
      className={css({
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: '3',
        flexWrap: 'wrap',
      })}
    >
      <h1 className={css({ fontSize: 'lg', fontWeight: 'bold' })}>{data.exam.name}</h1>
      {remaining !== null ? <ExamTimer seconds={remaining} /> : null}
    </header>
  );
  // Time is out (or the submit went through): the page says what happened to the answers.
  if (phase === 'retrying' || phase === 'sent' || (timeUp && phase === 'submitting'))
    return (
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
        {header}
        <SubmitProgress phase={phase} onRetryNow={retryNow} />
      </div>
    );
  if (!question) return null;
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      {header}
      <TimeWarning seconds={remaining} />
      <SaveStatus status={status} />
      <QuestionView
        key={question.id}
        question={question}
        index={index}
        count={questions.length}
        answer={answers[question.id]}
        shuffleSeed={data.exam.shuffled_answers ? token : null}
        onAnswer={(v) => answer(question.id, v)}
        onText={(text) => essay.call(question.id, text)}
        imageSlot={
          data.exam.enable_images_answers ? (
            <ImageAnswer
              saved={answers[question.id]?.image_blob ?? answers[question.id]?.answer_image ?? null}
              error={imageErrors[question.id] ?? null}
              onSend={(file) => answerImage(question.id, file)}
              onRemove={() => answerImage(question.id, null)}
            />
          ) : null
        }
      />
      <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
        <Button variant="outline" disabled={index === 0} onClick={() => move(index - 1)}>
          {t.previous}
        </Button>
        {last ? (
          <Button onClick={() => setDialog(true)} loading={phase === 'submitting'}>
            {t.submit}
          </Button>
        ) : (
          <Button onClick={() => move(index + 1)}>{t.next}</Button>
        )}
        <QuestionDrawer
          count={questions.length}
          current={index}
          answered={(i) => solved(answers[questions[i]?.id ?? -1])}
          onPick={move}
          onSubmit={() => setDialog(true)}
        />
      </div>
      <SubmitDialog
        open={dialog}
        onOpenChange={setDialog}
        unanswered={unanswered}
        onConfirm={() => submit(false)}
      />
    </div>
  );
}
