import type { StaffMarkingItem } from '@app/shared-contracts';
import { ImageViewer } from '@app/ui';
import { css } from '#styled-system/css';
import { messages } from '../../../messages';
import { MarkForm } from './mark-form';

const t = messages.staffMarking.queue;

const card = css({
  display: 'grid',
  gap: '3',
  padding: '4',
  borderWidth: '1px',
  borderColor: 'border',
  borderRadius: 'l3',
  bg: 'bg.surface',
});
const columns = css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', md: '1fr 1fr' } });
const label = css({ fontWeight: 'bold', fontSize: 'sm', color: 'fg.muted' });
const picture = css({ maxHeight: '[20rem]', width: 'auto' });

/** One answer waiting: the question, the student's answer (its image zooms), the model answer, the form. */
export function MarkingItem({
  item,
  onMarked,
}: {
  item: StaffMarkingItem;
  onMarked: (completed: boolean) => void;
}) {
  const heading = t.item(item.exam.name, item.student.name);
  const headingId = `marking-${item.id}`;
  return (
    <article aria-labelledby={headingId} className={card}>
      <h2 id={headingId} className={css({ fontSize: 'md', fontWeight: 'bold' })}>
        {heading}
      </h2>
      <div>
        <p className={label}>{t.question}</p>
        <p>{item.question.text}</p>
        {item.question.image_url ? (
          <ImageViewer src={item.question.image_url} alt={t.questionImage} className={picture} />
        ) : null}
      </div>
      <div className={columns}>
        <section>
          <p className={label}>{t.answer}</p>
          <p className={css({ whiteSpace: 'pre-wrap' })}>{item.answer_text ?? t.noAnswerText}</p>
          {item.answer_image ? (
            <ImageViewer src={item.answer_image} alt={t.answerImage(item.student.name)} className={picture} />
          ) : null}
        </section>
        <section>
          <p className={label}>{t.model}</p>
          <p className={css({ whiteSpace: 'pre-wrap' })}>
            {item.model_text ?? (item.model_image ? '' : t.noModel)}
          </p>
          {item.model_image ? (
            <ImageViewer src={item.model_image} alt={t.modelImage} className={picture} />
          ) : null}
        </section>
      </div>
      <MarkForm answerId={item.id} maxMark={item.max_mark} label={heading} onMarked={onMarked} />
    </article>
  );
}
