/**
 * The trail's playback clock (docs/architecture.md "Trails"): a requestAnimationFrame loop advancing the playback time
 * at ×1 = one minute of the trail per second (×2 … ×16 faster). Each frame calls `onFrame(t)`, which moves the marker
 * and the chart's cursor through their own APIs (MapLibre's marker, a DOM style); React hears of the time at most
 * four times a second (the clock text and the scrubber), so a frame never re-renders the page.
 */
import { useCallback, useEffect, useRef, useState } from 'react';

/** Trail milliseconds per real millisecond at ×1. */
export const BASE_RATE = 60;
export const RATES = [1, 2, 4, 8, 16] as const;
export type Rate = (typeof RATES)[number];
/** How often React hears of the playback time (ms). */
const REACT_EVERY_MS = 250;

export interface Playback {
  playing: boolean;
  rate: Rate;
  /** The playback time as React last heard it (throttled). */
  time: number;
  play: () => void;
  pause: () => void;
  toggle: () => void;
  setRate: (r: Rate) => void;
  seek: (t: number) => void;
  /** The exact playback time now (not throttled). */
  now: () => number;
}

export function usePlayback(start: number, end: number, onFrame: (t: number) => void): Playback {
  const [playing, setPlaying] = useState(false);
  const [rate, setRateState] = useState<Rate>(1);
  const [time, setTime] = useState(start);
  const t = useRef(start);
  const rateRef = useRef<Rate>(1);
  const frame = useRef(onFrame);
  frame.current = onFrame;

  // A new trail starts at its beginning, paused.
  useEffect(() => {
    t.current = start;
    setTime(start);
    setPlaying(false);
    frame.current(start);
  }, [start, end]);

  useEffect(() => {
    if (!playing) return undefined;
    let raf = 0;
    let last: number | null = null;
    let told = 0;
    const step = (stamp: number) => {
      if (last !== null) t.current = Math.min(end, t.current + (stamp - last) * BASE_RATE * rateRef.current);
      last = stamp;
      frame.current(t.current);
      if (t.current >= end) {
        setTime(t.current);
        setPlaying(false);
        return;
      }
      if (stamp - told >= REACT_EVERY_MS) {
        told = stamp;
        setTime(t.current);
      }
      raf = requestAnimationFrame(step);
    };
    raf = requestAnimationFrame(step);
    return () => cancelAnimationFrame(raf);
  }, [playing, end]);

  const seek = useCallback(
    (to: number) => {
      t.current = Math.min(end, Math.max(start, to));
      frame.current(t.current);
      setTime(t.current);
    },
    [start, end],
  );
  const play = useCallback(() => {
    // Played to the end: play again from the start.
    if (t.current >= end) t.current = start;
    setPlaying(true);
  }, [start, end]);
  const pause = useCallback(() => {
    setPlaying(false);
    setTime(t.current);
  }, []);
  const toggle = useCallback(() => (playing ? pause() : play()), [playing, pause, play]);
  const setRate = useCallback((r: Rate) => {
    rateRef.current = r;
    setRateState(r);
  }, []);
  const now = useCallback(() => t.current, []);
  return { playing, rate, time, play, pause, toggle, setRate, seek, now };
}
