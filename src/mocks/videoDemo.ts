/**
 * The demo backend's footage (docs/api.md "Video"): the clips the project makes itself (scripts/make-demo-video.mjs,
 * public/demo-video/), one per camera, WebM (VP8), 8 s, 演示画面 burnt into every frame. The demo answers every
 * stream — live, a recording, an alarm's clip — with the clip of the channel's camera; the player loops it when live.
 */
import type { Camera, VideoStream } from '@/entities/video';

export const demoClip = (camera: Camera): string => `/demo-video/${camera}.webm`;

export const demoStream = (camera: Camera): VideoStream => ({ url: demoClip(camera), kind: 'webm', demo: true });
