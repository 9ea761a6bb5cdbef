import { loadMessages } from '@app/shared-contracts/errors';
import { EmptyState, ErrorState } from '@app/ui';
import { MapPin, Phone } from 'lucide-react';
import { useState } from 'react';
import { css, cx } from '#styled-system/css';
import { button } from '#styled-system/recipes';
import { ListLoading } from '../../../components/loading';
import { messages } from '../../../messages';
import { useOutlets } from '../api/get-outlets';

const t = messages.outlets;

/** City buttons filtering the centres (spec 3 §2.11), from the api's real list. */
export function OutletsView() {
  const list = useOutlets();
  const [city, setCity] = useState<string | null>(null);
  if (list.isPending) return <ListLoading rowHeight="8rem" />;
  if (list.isError)
    return (
      <ErrorState
        message={loadMessages.fallback}
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
      />
    );
  const all = list.data.data;
  if (all.length === 0) return <EmptyState title={t.empty} />;
  const cities = [...new Set(all.map((o) => o.city))];
  const shown = city ? all.filter((o) => o.city === city) : all;
  const chip = (label: string, value: string | null) => (
    <li key={label}>
      <button
        type="button"
        aria-pressed={city === value}
        onClick={() => setCity(value)}
        className={button({ variant: city === value ? 'solid' : 'outline', size: 'sm' })}
      >
        {label}
      </button>
    </li>
  );
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      <ul aria-label={t.cities} className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
        {chip(t.all, null)}
        {cities.map((c) => chip(c, c))}
      </ul>
      <ul
        aria-label={t.list}
        className={css({
          display: 'grid',
          gridTemplateColumns: { base: '1fr', md: 'repeat(2, 1fr)' },
          gap: '3',
        })}
      >
        {shown.map((o) => (
          <li
            key={o.id}
            className={css({
              padding: '4',
              borderRadius: 'lg',
              borderWidth: '1px',
              borderColor: 'border',
              bg: 'bg.surface',
              display: 'flex',
              flexDirection: 'column',
              gap: '1',
            })}
          >
            <h2 className={css({ textStyle: 'h4' })}>{o.name}</h2>
            <p className={css({ color: 'fg.muted', textStyle: 'small' })}>
              {o.governorate} · {o.city}
            </p>
            <p>{o.address}</p>
            {o.phone ? (
              <p className={css({ display: 'flex', gap: '1', alignItems: 'center' })}>
                <Phone aria-hidden size={16} />
                <a href={`tel:${o.phone}`} dir="ltr" className={css({ color: 'primary' })}>
                  {o.phone}
                </a>
              </p>
            ) : null}
            {o.map_url ? (
              <a
                href={o.map_url}
                target="_blank"
                rel="noopener noreferrer"
                className={cx(
                  css({ display: 'inline-flex', gap: '1', alignItems: 'center', color: 'primary' }),
                )}
              >
                <MapPin aria-hidden size={16} />
                {t.mapOf(o.name)}
              </a>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
