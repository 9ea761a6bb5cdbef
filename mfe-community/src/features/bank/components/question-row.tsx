import { type BankQuestion, truncate } from '@app/shared-contracts';
import type { ReactNode } from 'react';
import { css } from '#styled-system/css';
import { messages } from '../../../messages';

const rowClass = css({
  display: 'flex',
  gap: '3',
  alignItems: 'center',
  padding: '3',
  borderRadius: 'md',
  borderWidth: '1px',
  borderColor: 'border',
  bg: 'bg.surface',
});
const metaClass = css({
  display: 'flex',
  gap: '2',
  alignItems: 'center',
  flexWrap: 'wrap',
  textStyle: 'small',
  color: 'fg.muted',
});

/**
 * One question of a list (the bank's folder, the student's own): a line of facts and badges
 * (`meta`), the question's first 120 characters, and the button that opens it (`action`).
 */
export function QuestionRow({
  question,
  meta,
  action,
}: {
  question: BankQuestion;
  meta: ReactNode;
  action: ReactNode;
}) {
  return (
    <li className={rowClass}>
      <div className={css({ flex: '1', minWidth: 0 })}>
        <p className={metaClass}>{meta}</p>
        <p className={css({ overflowWrap: 'anywhere' })}>
          {truncate(question.text ?? messages.bank.questionImage, 120)}
        </p>
      </div>
      {action}
    </li>
  );
}
