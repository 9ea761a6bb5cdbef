import type { BankQuestion } from '@app/shared-contracts';
import { Dialog, ImageViewer } from '@app/ui';
import { css } from '#styled-system/css';
import { messages } from '../../../messages';

const t = messages.bank;
const sectionTitle = css({ textStyle: 'label', color: 'fg.muted' });

/** The question and, when answered, its answer: text, image and audio, and who answered. */
export function QuestionView({ question: q, path }: { question: BankQuestion; path?: string | undefined }) {
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
      <p className={css({ textStyle: 'small', color: 'fg.muted' })}>
        {path ?? q.category.name} · {t.where(q.page_number, q.question_number)}
      </p>
      <h3 className={sectionTitle}>{t.question}</h3>
      {q.text ? <p className={css({ whiteSpace: 'pre-wrap' })}>{q.text}</p> : null}
      {q.image_url ? <ImageViewer src={q.image_url} alt={t.questionImage} /> : null}
      <h3 className={sectionTitle}>{t.answer}</h3>
      {q.answered ? (
        <>
          {q.answer_text ? <p className={css({ whiteSpace: 'pre-wrap' })}>{q.answer_text}</p> : null}
          {q.answer_image ? <ImageViewer src={q.answer_image} alt={t.answerImage} /> : null}
          {q.answer_audio ? (
            // biome-ignore lint/a11y/useMediaCaption: a teacher's spoken answer has no caption track
            <audio
              controls
              preload="none"
              src={q.answer_audio}
              aria-label={t.answerAudio}
              className={css({ width: 'full' })}
            />
          ) : null}
          {q.answer_pdf ? (
            <a
              href={q.answer_pdf}
              target="_blank"
              rel="noopener"
              className={css({
                display: 'inline-flex',
                alignItems: 'center',
                alignSelf: 'flex-start',
                minHeight: '11',
                color: 'primary.text',
                textDecoration: 'underline',
              })}
            >
              {t.answerPdf}
            </a>
          ) : null}
          {q.teacher ? (
            <p className={css({ textStyle: 'small', color: 'fg.muted' })}>{t.teacher(q.teacher.name)}</p>
          ) : null}
        </>
      ) : (
        <p>{t.notAnswered}</p>
      )}
    </div>
  );
}

export function QuestionDialog({
  question,
  path,
  onClose,
}: {
  question: BankQuestion | null;
  /** The folder's whole path, when the caller knows it. */
  path?: string | undefined;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={question !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={question ? t.where(question.page_number, question.question_number) : t.question}
      closeLabel={t.close}
    >
      {question ? <QuestionView question={question} path={path} /> : null}
    </Dialog>
  );
}
