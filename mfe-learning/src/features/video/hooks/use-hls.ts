import type Hls from 'hls.js';
import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { isHlsSource, isSameOrigin, playsHlsNatively } from '../hls';

export interface HlsLevel {
  index: number;
  height: number;
}

export interface HlsState {
  /** The renditions hls.js found in the master playlist (none for a single file or native HLS). */
  levels: HlsLevel[];
  /** The chosen rendition's index, -1 for automatic (adaptive). */
  chosen: number;
  /** The height now playing (known once hls.js switched to it). */
  playing: number | null;
  failed: boolean;
  choose: (index: number) => void;
}

/**
 * Attaches a source to the <video>: a single file or native HLS through `src`, otherwise hls.js,
 * loaded as its own chunk only when a video opens (the student's first load stays small).
 */
export function useHls(ref: RefObject<HTMLVideoElement | null>, src: string, token: string | null): HlsState {
  const hls = useRef<Hls | null>(null);
  const [levels, setLevels] = useState<HlsLevel[]>([]);
  const [chosen, setChosen] = useState(-1);
  const [playing, setPlaying] = useState<number | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    if (!isHlsSource(src) || playsHlsNatively(video)) {
      video.src = src;
      return;
    }
    let stopped = false;
    // The light build: no subtitles, alternate audio or DRM, which our ladder never has (a third
    // smaller on a slow phone connection).
    void import('hls.js/light').then(({ default: Hls }) => {
      if (stopped) return;
      if (!Hls.isSupported()) {
        video.src = src;
        return;
      }
      const player = new Hls({
        // The signature opens the file; the token lets the api refuse a link pasted into another
        // student's session (decision 0046).
        xhrSetup: (xhr, url) => {
          if (token && isSameOrigin(url)) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
        },
      });
      hls.current = player;
      player.on(Hls.Events.MANIFEST_PARSED, (_e, data) =>
        setLevels(data.levels.map((l, index) => ({ index, height: l.height }))),
      );
      player.on(Hls.Events.LEVEL_SWITCHED, (_e, data) =>
        setPlaying(player.levels[data.level]?.height ?? null),
      );
      let recovered = false;
      player.on(Hls.Events.ERROR, (_e, data) => {
        if (!data.fatal) return;
        // A decoding hiccup is recovered once; a lapsed or refused link is not (reopen the video).
        if (data.type === Hls.ErrorTypes.MEDIA_ERROR && !recovered) {
          recovered = true;
          player.recoverMediaError();
          return;
        }
        setFailed(true);
      });
      player.loadSource(src);
      player.attachMedia(video);
    });
    return () => {
      stopped = true;
      hls.current?.destroy();
      hls.current = null;
    };
  }, [ref, src, token]);

  const choose = useCallback((index: number) => {
    if (hls.current) hls.current.currentLevel = index;
    setChosen(index);
  }, []);

  return { levels, chosen, playing, failed, choose };
}
