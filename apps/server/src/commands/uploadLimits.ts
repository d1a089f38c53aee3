/**
 * Caps on everything a client uploads. Measured: the base case of a planning year (mode 4, 8,760
 * hourly rows in every series) is 10.1 MB of JSON, a 541 KB zip. The JSON cap leaves room for price
 * series on top (about 0.5 MB each) and no more: inflating and parsing run on the request thread, and
 * a 48 MB document held every other request for 1.8 s (refused now from the zip's declared size,
 * before anything is inflated).
 */
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

/** The user-facing texts of upload refusals (Spanish; English beside). */
export const uploadMessages = {
  notMultipart: 'Se esperaba un formulario multipart con el archivo zip', // expected multipart with a zip
  noFile: 'Falta el archivo zip en la petición', // missing zip file
  tooLarge: `El archivo supera el tamaño máximo permitido (${uploadLimits.maxUploadBytes / 1024 / 1024} MB)`, // file too large
  notZip: 'El archivo no es un zip válido', // not a zip
  tooManyEntries: `El zip contiene demasiados archivos (máximo ${uploadLimits.maxZipEntries})`, // too many entries
  noJson: 'El zip no contiene data.json', // no data.json
  unzippedTooLarge: `El contenido del zip supera el tamaño máximo permitido (${uploadLimits.maxUnzippedBytes / 1024 / 1024} MB)`, // zip bomb
  invalidJson: 'El archivo no es válido o tiene un formato incorrecto.', // SPEC §8 import error
  tooDeep: `El JSON tiene demasiados niveles de anidamiento (máximo ${uploadLimits.maxJsonDepth})`, // too deep
} as const;
