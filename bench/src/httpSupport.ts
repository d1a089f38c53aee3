// What the HTTP benchmarks share: a simulation upload as the web app sends it, and latency figures.
import { strToU8, zipSync } from 'fflate';

/** A multipart body with data.zip holding `json` as data.json, and its content type. */
export function multipartZip(json: string, level: 6 | 9 = 6): { body: Uint8Array<ArrayBuffer>; type: string } {
  const boundary = `----bench${Math.random().toString(16).slice(2)}`;
  const zip = Buffer.from(zipSync({ 'data.json': strToU8(json) }, { level }));
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="data.zip"; filename="data.zip"\r\nContent-Type: application/zip\r\n\r\n`),
    zip, Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, type: `multipart/form-data; boundary=${boundary}` };
}

/** The q-quantile of ascending `sorted` (0 when empty). */
export const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
/** Milliseconds to one decimal. */
export const round1 = (x: number) => Math.round(x * 10) / 10;
