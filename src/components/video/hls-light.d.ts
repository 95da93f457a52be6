/**
 * hls.js's light build has the full build's API less subtitles, alternate audio and DRM; the package ships no types
 * for it (hls.js 1.7.4 exports `./light` without `types`), so it takes the full build's.
 */
declare module 'hls.js/light' {
  export * from 'hls.js';
  export { default } from 'hls.js';
}
