/**
 * Reading the JSON inside an uploaded zip, safely: entry names are only compared, never used as
 * paths; only the chosen entry is inflated, and never beyond its declared size (so a lying header
 * yields truncated, invalid JSON rather than a memory blow-up); nesting depth is checked before
 * JSON.parse so a hostile document cannot exhaust the stack.
 */
import { unzipSync, zip as zipInWorkers, strToU8 } from 'fflate';
import { AppError } from '../errors.ts';
import { uploadLimits, uploadMessages } from '../commands/uploadLimits.ts';

/** The last path segment of a zip entry name, lower-cased ('a/b\\Data.JSON' -> 'data.json'). */
function baseName(name: string): string {
  return (name.split(/[\\/]/).pop() ?? '').toLowerCase();
}

/**
 * The text of `wanted` (default data.json) in the zip, or of its only .json entry. Throws AppError 400
 * (bad zip, no JSON) or 413 (too many entries, too large).
 */
export function jsonTextFromZip(zip: Uint8Array, wanted = 'data.json'): string {
  const entries: { name: string; originalSize: number }[] = [];
  try {
    // First pass: list entries without inflating anything.
    unzipSync(zip, {
      filter: (f) => {
        entries.push({ name: f.name, originalSize: f.originalSize });
        return false;
      },
    });
  } catch {
    throw new AppError(400, uploadMessages.notZip, 'BAD_ZIP');
  }
  if (entries.length > uploadLimits.maxZipEntries) throw new AppError(413, uploadMessages.tooManyEntries, 'ZIP_TOO_MANY_ENTRIES');
  const files = entries.filter((e) => !e.name.endsWith('/'));
  const exact = files.filter((e) => baseName(e.name) === wanted);
  const jsons = files.filter((e) => baseName(e.name).endsWith('.json'));
  const pick = exact.length === 1 ? exact[0] : jsons.length === 1 ? jsons[0] : undefined;
  if (!pick) throw new AppError(400, uploadMessages.noJson, 'ZIP_NO_JSON');
  if (pick.originalSize > uploadLimits.maxUnzippedBytes) throw new AppError(413, uploadMessages.unzippedTooLarge, 'ZIP_TOO_LARGE');
  const chosen = pick.name;
  let data: Uint8Array | undefined;
  try {
    data = unzipSync(zip, { filter: (f) => f.name === chosen })[chosen];
  } catch {
    throw new AppError(400, uploadMessages.notZip, 'BAD_ZIP');
  }
  if (!data) throw new AppError(400, uploadMessages.noJson, 'ZIP_NO_JSON');
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(data).replace(/^\uFEFF/, '');
  } catch {
    throw new AppError(400, uploadMessages.invalidJson, 'INVALID_JSON');
  }
}

/** Deepest nesting of brackets outside strings (cheap scan before JSON.parse). */
export function jsonDepth(text: string): number {
  let depth = 0;
  let max = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92) i++; // backslash: skip the escaped character
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 || c === 91) {
      depth++;
      if (depth > max) max = depth;
    } else if (c === 125 || c === 93) depth--;
  }
  return max;
}

/** JSON.parse with the size and depth caps; AppError 400/413 on refusal. */
export function parseJsonLimited(text: string): unknown {
  if (text.length > uploadLimits.maxUnzippedBytes) throw new AppError(413, uploadMessages.unzippedTooLarge, 'JSON_TOO_LARGE');
  if (jsonDepth(text) > uploadLimits.maxJsonDepth) throw new AppError(400, uploadMessages.tooDeep, 'JSON_TOO_DEEP');
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new AppError(400, uploadMessages.invalidJson, 'INVALID_JSON');
  }
}

/** The parsed JSON of data.json in an uploaded zip. */
export function jsonFromZip(zip: Uint8Array, wanted = 'data.json'): unknown {
  return parseJsonLimited(jsonTextFromZip(zip, wanted));
}

/**
 * A zip of JSON files (downloads: data.json, results, IN.zip), compressed in worker threads (fflate's
 * asynchronous zip): the results of a planning year are ~45 MB of JSON, whose compression on the
 * request thread held every other request for seconds (here only the checksums and the file layout
 * remain on it, about a tenth of the work).
 */
export function zipFiles(files: Record<string, unknown | string>): Promise<Buffer> {
  const entries: Record<string, Uint8Array> = {};
  for (const [name, content] of Object.entries(files)) {
    entries[name] = strToU8(typeof content === 'string' ? content : JSON.stringify(content, null, 1));
  }
  return new Promise((resolve, reject) => {
    zipInWorkers(entries, { level: 6 }, (err, data) => (err ? reject(err) : resolve(Buffer.from(data.buffer, data.byteOffset, data.byteLength))));
  });
}
