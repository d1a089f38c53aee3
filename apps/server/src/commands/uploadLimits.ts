/**
 * Caps on everything a client uploads (issue 10 hardening). A one-year planning payload (8,784 hourly
 * rows in a dozen series) is about 15 MB of JSON and compresses ~10:1, so these leave ample room.
 */
export const uploadLimits = {
  /** Size of the uploaded file (the zip itself). */
  maxUploadBytes: 20 * 1024 * 1024,
  /** Entries in the zip. */
  maxZipEntries: 16,
  /** Declared uncompressed size of the JSON entry (also the JSON text cap). */
  maxUnzippedBytes: 64 * 1024 * 1024,
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
