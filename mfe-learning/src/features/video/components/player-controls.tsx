import { Button, Menu } from '@app/ui';
import { css } from '#styled-system/css';
import { messages } from '../../../messages';
import { SPEEDS } from '../hls';
import type { HlsState } from '../hooks/use-hls';
import { SHORTCUTS } from '../keyboard';

const t = messages.video;

export interface PlayerControlsProps {
  hls: HlsState;
  rate: number;
  onRate: (rate: number) => void;
  onFullscreen: () => void;
}

/** Quality (HLS only), speed, full screen and the keyboard help under the picture. */
export function PlayerControls({ hls, rate, onRate, onFullscreen }: PlayerControlsProps) {
  const auto = hls.playing === null ? t.auto : t.autoPlaying(hls.playing);
  const chosen = hls.levels.find((l) => l.index === hls.chosen);
  return (
    <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2' })}>
      {hls.levels.length > 1 ? (
        <Menu
          trigger={
            <Button
              variant="outline"
              size="sm"
              aria-label={t.qualityNow(chosen ? t.height(chosen.height) : auto)}
            >
              {t.qualityNow(chosen ? t.height(chosen.height) : auto)}
            </Button>
          }
          items={[
            { value: '-1', label: auto },
            ...[...hls.levels]
              .sort((a, b) => b.height - a.height)
              .map((l) => ({ value: String(l.index), label: t.height(l.height) })),
          ]}
          onSelect={(v) => hls.choose(Number(v))}
        />
      ) : null}
      <Menu
        trigger={
          <Button variant="outline" size="sm">
            {t.speedNow(rate)}
          </Button>
        }
        items={SPEEDS.map((s) => ({ value: String(s), label: t.speedValue(s) }))}
        onSelect={(v) => onRate(Number(v))}
      />
      <Button variant="outline" size="sm" onClick={onFullscreen}>
        {t.fullscreen}
      </Button>
      <details className={css({ fontSize: 'sm', flexBasis: 'full' })}>
        <summary className={css({ cursor: 'pointer', width: 'fit-content' })}>{t.shortcuts}</summary>
        <dl
          className={css({
            display: 'grid',
            gridTemplateColumns: 'auto 1fr',
            gap: '1',
            columnGap: '3',
            marginTop: '2',
          })}
        >
          {SHORTCUTS.map((k) => (
            <div key={k} className={css({ display: 'contents' })}>
              <dt className={css({ fontWeight: 'bold' })}>{t.shortcutKeys[k].keys}</dt>
              <dd>{t.shortcutKeys[k].action}</dd>
            </div>
          ))}
        </dl>
      </details>
    </div>
  );
}
