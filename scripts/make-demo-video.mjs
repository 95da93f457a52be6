/**
 * Makes the demo backend's footage (public/demo-video/*.webm): short clips the project draws itself — no outside
 * media, nothing downloaded. Each clip is a synthetic camera view drawn frame by frame on a canvas in Chromium
 * (Debian's, as the e2e tests use) and encoded there with the browser's own VP8 encoder (WebCodecs): a front road
 * camera, a rear camera, the cabin, the driver (the DSM camera). Burnt into every frame: the camera's name, a running
 * timestamp, a demo plate and 演示画面 / DEMO FOOTAGE in large letters. The player's on-screen display adds the
 * vehicle's real plate, the channel and the wall time (src/components/video).
 *
 * `webm` writes the frames into a WebM file with a duration and an index (Cues), so a browser can seek in it.
 * (MediaRecorder was the first try: its files have neither, and Chromium seeks in them to the wrong frames.)
 *
 *   node scripts/make-demo-video.mjs            # writes public/demo-video/{front,rear,cabin,driver}.webm
 *
 * Run it again only to change the footage; the clips are committed (≈ 60 KB each). The burnt-in Chinese needs a CJK
 * font where it runs (Debian: `apt-get install fonts-wqy-microhei`), else its characters are drawn as boxes.
 */
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const out = join(root, 'public/demo-video');

const WIDTH = 384;
const HEIGHT = 216;
const FPS = 12;
const SECONDS = 8;
const BITRATE = 60_000;

const CLIPS = {
  front: '前向道路 FRONT ROAD',
  rear: '后方 REAR',
  cabin: '车厢 CABIN',
  driver: '驾驶员 DRIVER (DSM)',
};

/** Draws and encodes one clip in the page; answers its frames (key or not, time in ms, VP8 bytes as base64). */
async function record(page, kind, label) {
  return page.evaluate(
    async ({ kind, label, WIDTH, HEIGHT, FPS, SECONDS, BITRATE }) => {
      const canvas = document.createElement('canvas');
      canvas.width = WIDTH;
      canvas.height = HEIGHT;
      document.body.append(canvas);
      const g = canvas.getContext('2d');
      const W = WIDTH;
      const H = HEIGHT;
      const horizon = H * 0.42;
      const road = (t, reverse) => {
        const sky = g.createLinearGradient(0, 0, 0, horizon);
        sky.addColorStop(0, '#6f9fd8');
        sky.addColorStop(1, '#cfe1f2');
        g.fillStyle = sky;
        g.fillRect(0, 0, W, horizon);
        g.fillStyle = '#7a9a5a';
        g.fillRect(0, horizon, W, H - horizon);
        // The carriageway in perspective, its dashes and poles moving towards the camera (away from it, reversing).
        g.fillStyle = '#555b61';
        g.beginPath();
        g.moveTo(W * 0.47, horizon);
        g.lineTo(W * 0.53, horizon);
        g.lineTo(W * 1.05, H);
        g.lineTo(-W * 0.05, H);
        g.fill();
        const speed = reverse ? -1 : 1;
        for (let i = 0; i < 12; i += 1) {
          let z = (((i / 12 + speed * t * 0.35) % 1) + 1) % 1; // 0 far … 1 near
          z *= z;
          const y = horizon + (H - horizon) * z;
          const len = 2 + 22 * z;
          const half = 0.5 + 3 * z;
          g.fillStyle = '#f2f2f2';
          g.fillRect(W / 2 - half, y, half * 2, len);
          const x = W * 0.53 + (W * 0.55) * z;
          g.fillStyle = '#ddd';
          g.fillRect(x, y - 40 * z, 1 + 3 * z, 40 * z);
          g.fillRect(W - x, y - 40 * z, 1 + 3 * z, 40 * z);
        }
        // Another car ahead (or behind), drifting a little.
        const cx = W / 2 + Math.sin(t * 0.9) * 18;
        const cw = 46 + Math.sin(t * 0.5) * 6;
        g.fillStyle = reverse ? '#c23b22' : '#2b4f81';
        g.fillRect(cx - cw / 2, horizon + 34, cw, cw * 0.55);
        g.fillStyle = '#1a1a1a';
        g.fillRect(cx - cw / 2 + 4, horizon + 38, cw - 8, cw * 0.2);
        g.fillStyle = '#f4d03f';
        g.fillRect(cx - 9, horizon + 34 + cw * 0.4, 18, 6);
      };
      const cabin = (t) => {
        g.fillStyle = '#2d2f33';
        g.fillRect(0, 0, W, H);
        // Side windows with scenery passing.
        for (const [x0, w] of [[20, 120], [W - 140, 120]]) {
          g.fillStyle = '#9cc3e6';
          g.fillRect(x0, 30, w, 60);
          for (let k = 0; k < 4; k += 1) {
            const x = x0 + ((((k * 40 - t * 60) % w) + w) % w);
            g.fillStyle = '#4f7f3a';
            g.fillRect(x, 55, 10, 35);
          }
        }
        // Seats in two rows, a passenger who nods now and then.
        g.fillStyle = '#4a3b32';
        for (const x of [70, 190, 310]) g.fillRect(x - 30, 110, 60, 90);
        g.fillStyle = '#c89f7d';
        g.beginPath();
        g.arc(190, 100 + Math.max(0, Math.sin(t * 1.3)) * 6, 16, 0, Math.PI * 2);
        g.fill();
      };
      const driver = (t) => {
        g.fillStyle = '#23262b';
        g.fillRect(0, 0, W, H);
        g.fillStyle = '#3a3f47';
        g.fillRect(W / 2 - 70, 120, 140, 110);
        // The head turns aside for a while (distraction) and the eyes blink.
        const turn = Math.sin(t * 0.8) > 0.75 ? 18 : 0;
        g.fillStyle = '#c89f7d';
        g.beginPath();
        g.ellipse(W / 2 + turn, 90, 36, 46, 0, 0, Math.PI * 2);
        g.fill();
        const blink = (t * 1.7) % 3 < 0.15;
        g.fillStyle = '#1a1a1a';
        for (const dx of [-13, 13]) g.fillRect(W / 2 + turn + dx - 6, 80, 12, blink ? 2 : 6);
        g.fillRect(W / 2 + turn - 10, 112, 20, 3);
        // The DSM's face box, as such cameras draw it.
        g.strokeStyle = '#39d353';
        g.lineWidth = 2;
        g.strokeRect(W / 2 + turn - 44, 38, 88, 104);
      };
      const osd = (t) => {
        const pad = (n) => String(n).padStart(2, '0');
        const s = Math.floor(t);
        g.font = 'bold 13px sans-serif';
        g.fillStyle = 'rgba(0,0,0,0.55)';
        g.fillRect(0, 0, W, 20);
        g.fillStyle = '#fff';
        g.fillText(label, 6, 15);
        const clock = `REC 00:${pad(Math.floor(s / 60))}:${pad(s % 60)}.${Math.floor((t % 1) * 10)}`;
        g.fillText(clock, W - g.measureText(clock).width - 6, 15);
        g.font = 'bold 12px sans-serif';
        g.fillText('京A·DEMO0', 6, H - 8);
        // 演示画面: large, semi-transparent, in every frame.
        g.font = 'bold 26px sans-serif';
        g.fillStyle = 'rgba(255,60,60,0.85)';
        const demo = '演示画面 DEMO FOOTAGE';
        g.fillText(demo, (W - g.measureText(demo).width) / 2, H / 2 + 10);
      };
      const draw = (t) => {
        if (kind === 'front') road(t, false);
        else if (kind === 'rear') road(t, true);
        else if (kind === 'cabin') cabin(t);
        else driver(t);
        osd(t);
      };
      // Encoded frame by frame (WebCodecs, VP8) with exact timestamps, a key frame every second: faster than real time,
      // and every frame's time is the time it shows.
      const frames = [];
      let failure = null;
      const encoder = new VideoEncoder({
        output: (chunk) => {
          const data = new Uint8Array(chunk.byteLength);
          chunk.copyTo(data);
          let bin = '';
          for (let i = 0; i < data.length; i += 0x8000) bin += String.fromCharCode(...data.subarray(i, i + 0x8000));
          frames.push({ key: chunk.type === 'key', ms: Math.round(chunk.timestamp / 1000), data: btoa(bin) });
        },
        error: (e) => {
          failure = String(e);
        },
      });
      encoder.configure({ codec: 'vp8', width: WIDTH, height: HEIGHT, bitrate: BITRATE, framerate: FPS });
      for (let i = 0; i < SECONDS * FPS; i += 1) {
        draw(i / FPS);
        const frame = new VideoFrame(canvas, { timestamp: Math.round((i * 1e6) / FPS) });
        encoder.encode(frame, { keyFrame: i % FPS === 0 });
        frame.close();
      }
      await encoder.flush();
      encoder.close();
      canvas.remove();
      if (failure) throw new Error(failure);
      return frames;
    },
    { kind, label, WIDTH, HEIGHT, FPS, SECONDS, BITRATE },
  );
}

/** An 8-byte EBML size. */
function size8(n) {
  const b = Buffer.alloc(8);
  b[0] = 0x01;
  let v = n;
  for (let i = 7; i >= 1; i -= 1) {
    b[i] = v % 256;
    v = Math.floor(v / 256);
  }
  return b;
}

const SEGMENT = 0x18538067;
const INFO = 0x1549a966;
const TRACKS = 0x1654ae6b;
const CLUSTER = 0x1f43b675;
const TIMECODE = 0xe7;
const CUES = 0x1c53bb6b;

/** An element: its id's bytes, an 8-byte size, the body. */
const el = (id, ...body) => {
  const data = Buffer.concat(body);
  const idBytes = Buffer.from(id.toString(16).padStart(id > 0xffffff ? 8 : id > 0xffff ? 6 : id > 0xff ? 4 : 2, '0'), 'hex');
  return Buffer.concat([idBytes, size8(data.length), data]);
};
const uint = (id, n) => {
  const b = Buffer.alloc(8);
  b.writeBigUInt64BE(BigInt(n));
  return el(id, b);
};
const float = (id, n) => {
  const b = Buffer.alloc(8);
  b.writeDoubleBE(n);
  return el(id, b);
};

/** A WebM file (EBML header, one Segment) of the encoded VP8 frames, seekable: Info with its Duration, a SeekHead,
 * one Cluster a second (each opening with a key frame) and Cues naming each cluster's time and position. */
function webm(frames, ms) {
  const text = (id, s) => el(id, Buffer.from(s, 'ascii'));
  const header = el(0x1a45dfa3, uint(0x4286, 1), uint(0x42f7, 1), uint(0x42f2, 4), uint(0x42f3, 8), text(0x4282, 'webm'), uint(0x4287, 2), uint(0x4285, 2));
  const info = el(INFO, uint(0x2ad7b1, 1_000_000), text(0x4d80, 'make-demo-video'), text(0x5741, 'make-demo-video'), float(0x4489, ms));
  const tracks = el(TRACKS, el(0xae, uint(0xd7, 1), uint(0x73c5, 1), uint(0x83, 1), text(0x86, 'V_VP8'), el(0xe0, uint(0xb0, WIDTH), uint(0xba, HEIGHT))));
  const groups = [];
  for (const f of frames) {
    if (f.key || groups.length === 0) groups.push({ time: f.ms, frames: [] });
    groups.at(-1).frames.push(f);
  }
  const clusters = groups.map((g) =>
    el(CLUSTER, uint(TIMECODE, g.time), ...g.frames.map((f) => {
      const head = Buffer.alloc(4);
      head[0] = 0x81; // track 1
      head.writeInt16BE(f.ms - g.time, 1);
      head[3] = f.key ? 0x80 : 0;
      return el(0xa3, head, Buffer.from(f.data, 'base64'));
    })),
  );
  const seekEntry = (id, pos) => el(0x4dbb, el(0x53ab, Buffer.from(id.toString(16), 'hex')), uint(0x53ac, pos));
  const seekHeadSize = el(0x114d9b74, seekEntry(INFO, 0), seekEntry(TRACKS, 0), seekEntry(CUES, 0)).length;
  const infoAt = seekHeadSize;
  const tracksAt = infoAt + info.length;
  let pos = tracksAt + tracks.length;
  const cuePoints = clusters.map((c, i) => {
    const point = el(0xbb, uint(0xb3, groups[i].time), el(0xb7, uint(0xf7, 1), uint(0xf1, pos)));
    pos += c.length;
    return point;
  });
  const seekHead = el(0x114d9b74, seekEntry(INFO, infoAt), seekEntry(TRACKS, tracksAt), seekEntry(CUES, pos));
  return Buffer.concat([header, el(SEGMENT, seekHead, info, tracks, ...clusters, el(CUES, ...cuePoints))]);
}

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: ['--no-sandbox', '--autoplay-policy=no-user-gesture-required'] });
try {
  const page = await browser.newPage();
  // WebCodecs needs a secure context: a blank page of a server on the loopback (nothing else is served).
  await page.route('http://127.0.0.1/', (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><meta charset="utf-8"><body></body>' }));
  await page.goto('http://127.0.0.1/');
  for (const [kind, label] of Object.entries(CLIPS)) {
    const file = webm(await record(page, kind, label), SECONDS * 1000);
    writeFileSync(join(out, `${kind}.webm`), file);
    console.log(`${kind}.webm ${(file.length / 1024).toFixed(1)} KB`);
  }
} finally {
  await browser.close();
}
