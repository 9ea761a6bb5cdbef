import { Button, Drawer } from '@app/ui';
import { useState } from 'react';
import { css } from '#styled-system/css';
import { messages } from '../../../messages';

const t = messages.session;

export interface QuestionDrawerProps {
  count: number;
  current: number;
  answered: (index: number) => boolean;
  onPick: (index: number) => void;
  onSubmit: () => void;
}

/** The drawer of question numbers (answered ones marked) with the submit button. */
export function QuestionDrawer({ count, current, answered, onPick, onSubmit }: QuestionDrawerProps) {
  // Closed on choosing: on a phone the drawer covers the question it just chose.
  const [open, setOpen] = useState(false);
  return (
    <Drawer
      title={t.numbers}
      showTitle
      open={open}
      onOpenChange={setOpen}
      trigger={<Button variant="outline">{t.openNumbers}</Button>}
    >
      <nav aria-label={t.numbers}>
        <ol
          className={css({
            display: 'grid',
            gridTemplateColumns: 'repeat(5, 1fr)',
            gap: '2',
            listStyle: 'none',
            padding: 0,
          })}
        >
          {Array.from({ length: count }, (_, i) => (
            <li key={i}>
              <Button
                variant={answered(i) ? 'solid' : 'outline'}
                aria-current={i === current ? 'step' : undefined}
                aria-label={`${i + 1}${answered(i) ? `، ${t.answered}` : ''}`}
                onClick={() => {
                  setOpen(false);
                  onPick(i);
                }}
              >
                {i + 1}
              </Button>
            </li>
          ))}
        </ol>
      </nav>
      <Button
        variant="danger"
        fullWidth
        className={css({ marginBlockStart: '4' })}
        onClick={() => {
          setOpen(false);
          onSubmit();
        }}
      >
        {t.submit}
      </Button>
    </Drawer>
  );
}
