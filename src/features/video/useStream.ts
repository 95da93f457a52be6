/**
 * A stream asked of the backend for a player (a live channel, a recording, an alarm's clip): asked again when `key`
 * changes or on `retry`; a refusal kept as the player shows it (`explain`: in the screen's words, and whether it is
 * the off-line one). An answer that comes after the player has moved on is dropped.
 */
import { useEffect, useRef, useState } from 'react';
import type { ApiResult } from '@/api/http';
import type { VideoStream } from '@/entities/video';

export interface StreamAnswer {
  stream: VideoStream | null;
  refusal: string | null;
  offline: boolean;
}

const ASKING: StreamAnswer = { stream: null, refusal: null, offline: false };

export function useStream(
  key: string,
  open: () => Promise<ApiResult<VideoStream>>,
  explain: (msg: string) => { refusal: string; offline: boolean },
): [StreamAnswer, () => void] {
  const [answer, setAnswer] = useState<StreamAnswer>(ASKING);
  const [ask, setAsk] = useState(0);
  // The latest functions, read when the answer comes (the call is made again only for another key or a retry).
  const latest = useRef({ open, explain });
  useEffect(() => {
    latest.current = { open, explain };
  });
  useEffect(() => {
    let gone = false;
    setAnswer(ASKING);
    void latest.current.open().then((r) => {
      if (gone) return;
      setAnswer(r.ok ? { stream: r.data, refusal: null, offline: false } : { stream: null, ...latest.current.explain(r.msg) });
    });
    return () => {
      gone = true;
    };
  }, [key, ask]);
  return [answer, () => setAsk((n) => n + 1)];
}
