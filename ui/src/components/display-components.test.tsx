import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Avatar, initialsOf } from './avatar/avatar';
import { Badge } from './badge/badge';
import { Card } from './card/card';
import { Chip } from './chip/chip';
import { EmptyState } from './empty-state/empty-state';
import { ErrorState } from './error-state/error-state';
import { Image } from './image/image';
import { Skeleton, SkeletonText } from './skeleton/skeleton';
import { LoadingOverlay, Spinner } from './spinner/spinner';

describe('display components', () => {
  it('Avatar is an image named after the person with initials as fallback', () => {
    expect(initialsOf('  محمد   علي حسن ')).toBe('م ع');
    render(<Avatar name="محمد علي" />);
    const avatar = screen.getByRole('img', { name: 'محمد علي' });
    expect(avatar).toHaveTextContent('م ع');
  });

  it('Avatar shows its image once loaded and the initials again when it fails', () => {
    const { container, rerender } = render(<Avatar name="محمد علي" src="/uploads/a.png" />);
    const avatar = screen.getByRole('img', { name: 'محمد علي' });
    const image = container.querySelector('img') as HTMLImageElement;
    expect(image).not.toBeVisible();
    expect(avatar).toHaveTextContent('م ع');
    fireEvent.load(image);
    expect(image).toBeVisible();
    expect(avatar).not.toHaveTextContent('م ع');
    rerender(<Avatar name="محمد علي" src="/uploads/b.png" />);
    fireEvent.error(container.querySelector('img') as HTMLImageElement);
    expect(container.querySelector('img')).toBeNull();
    expect(avatar).toHaveTextContent('م ع');
  });

  it('Image loads lazily and falls back when the source fails', () => {
    render(<Image src="/uploads/missing.png" alt="غلاف الكورس" aspectRatio="16 / 9" />);
    const image = screen.getByRole('img', { name: 'غلاف الكورس' });
    expect(image).toHaveAttribute('loading', 'lazy');
    fireEvent.error(image);
    const fallback = screen.getByRole('img', { name: 'غلاف الكورس' });
    expect(fallback.tagName).toBe('DIV');
    expect(fallback).toHaveTextContent('تعذّر تحميل الصورة');
  });

  it('Image without a source shows the fallback content', () => {
    render(<Image src={null} alt="صورة المدرس" fallback="لا توجد صورة" />);
    expect(screen.getByRole('img', { name: 'صورة المدرس' })).toHaveTextContent('لا توجد صورة');
  });

  it('Chip toggles as a pressed button and has a named remove button', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    const onRemove = vi.fn();
    render(
      <>
        <Chip selected onClick={onClick}>
          الكل
        </Chip>
        <Chip onRemove={onRemove}>فيزياء</Chip>
      </>,
    );
    const toggle = screen.getByRole('button', { name: 'الكل' });
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await user.click(toggle);
    expect(onClick).toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'إزالة فيزياء' }));
    expect(onRemove).toHaveBeenCalled();
  });

  it('ErrorState is announced and retries with the Arabic button', async () => {
    const onRetry = vi.fn();
    render(<ErrorState onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('حدثت مشكلة أثناء تحميل البيانات');
    await userEvent.click(screen.getByRole('button', { name: 'إعادة المحاولة' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('ErrorState without onRetry has no button', () => {
    render(<ErrorState message="تعذر تحميل الكورسات" />);
    expect(screen.getByRole('alert')).toHaveTextContent('تعذر تحميل الكورسات');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('EmptyState shows its title, description and action', () => {
    render(
      <EmptyState title="لا توجد كورسات" description="اشترك في كورس" action={<a href="/courses">تصفح</a>} />,
    );
    expect(screen.getByText('لا توجد كورسات')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'تصفح' })).toBeInTheDocument();
  });

  it('Spinner and LoadingOverlay announce loading; skeletons are hidden from assistive technology', () => {
    render(
      <>
        <Spinner />
        <LoadingOverlay label="جارٍ تحميل بيانات التطبيق" />
        <Skeleton />
        <SkeletonText lines={2} />
      </>,
    );
    expect(screen.getByRole('status', { name: 'جارٍ التحميل…' })).toBeInTheDocument();
    expect(screen.getByText('جارٍ تحميل بيانات التطبيق').closest('[role=status]')).toHaveAttribute(
      'aria-busy',
      'true',
    );
    for (const skeleton of screen.getAllByTestId('skeleton'))
      expect(skeleton.closest('[aria-hidden=true]')).not.toBeNull();
  });

  it('Card can be an article and Badge shows its text', () => {
    render(
      <Card asChild>
        <article aria-label="كورس الفيزياء">
          <Badge tone="success">مجاني</Badge>
        </article>
      </Card>,
    );
    expect(screen.getByRole('article', { name: 'كورس الفيزياء' })).toHaveTextContent('مجاني');
  });
});
