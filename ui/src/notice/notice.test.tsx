import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Notice } from './index';

describe('Notice', () => {
  it('announces an error as an alert and the other tones as a status', () => {
    render(
      <>
        <Notice tone="danger">تعذر الإرسال</Notice>
        <Notice tone="success">تم الإرسال</Notice>
      </>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('تعذر الإرسال');
    expect(screen.getByRole('status')).toHaveTextContent('تم الإرسال');
  });
});
