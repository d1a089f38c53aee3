/**
 * Caps on everything a client uploads. Measured: the base case of a planning year (mode 4, 8,760
 * hourly rows in every series) is 10.1 MB of JSON, a 541 KB zip. The JSON cap leaves room for price
 * series on top (about 0.5 MB each) and no more: inflating and parsing run on the request thread, and
 * a 48 MB document held every other request for 1.8 s (refused now from the zip's declared size,
 * before anything is inflated).
 */
import { userText } from '../errors.ts';

export const uploadLimits = {
  /** Size of the uploaded file (the zip itself). */
  maxUploadBytes: 20 * 1024 * 1024,
  /** Entries in the zip. */
  maxZipEntries: 16,
  /** Declared uncompressed size of the JSON entry (also the JSON text cap). */
  maxUnzippedBytes: 24 * 1024 * 1024,
  /** Nesting of arrays/objects in the JSON. */
  maxJsonDepth: 32,
} as const;

const MB = 1024 * 1024;

/**
 * The texts of upload refusals (catalogue 'upload.*', and the import error of docs/rules/messages.md for an
 * unreadable document), with the caps above filled in.
 */
export const uploadMessages = {
  notMultipart: userText('upload.notMultipart'),
  noFile: userText('upload.noFile'),
  tooLarge: userText('upload.tooLarge', { mb: uploadLimits.maxUploadBytes / MB }),
  notZip: userText('upload.notZip'),
  tooManyEntries: userText('upload.tooManyEntries', { max: uploadLimits.maxZipEntries }),
  noJson: userText('upload.noJson'),
  unzippedTooLarge: userText('upload.unzippedTooLarge', { mb: uploadLimits.maxUnzippedBytes / MB }),
  invalidJson: userText('launch.importError'),
  tooDeep: userText('upload.tooDeep', { max: uploadLimits.maxJsonDepth }),
} as const;
