/**
 * The zip upload of docs/rules/calls.md (data.zip, or field `file` for the base case): registers
 * @fastify/multipart in the calling plugin's scope with the upload caps, and reads the one file part.
 */
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors.ts';
import { uploadLimits, uploadMessages } from '../commands/uploadLimits.ts';
import { jsonFromZip } from './zipJson.ts';

export async function registerUploads(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    limits: { fileSize: uploadLimits.maxUploadBytes, files: 4, fields: 20, parts: 24, fieldSize: 64 * 1024 },
    throwFileSizeLimit: true,
  });
}

/** The bytes of the first file part (any field name: docs/rules/calls.md sends data.zip or file). */
export async function readUploadedFile(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new AppError(415, uploadMessages.notMultipart, 'NOT_MULTIPART');
  let buffer: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (buffer === undefined) buffer = await part.toBuffer();
        else part.file.resume();
      }
    }
  } catch (err) {
    const status = (err as { statusCode?: number }).statusCode;
    if (status === 413) throw new AppError(413, uploadMessages.tooLarge, 'UPLOAD_TOO_LARGE');
    throw new AppError(400, uploadMessages.notMultipart, 'BAD_MULTIPART');
  }
  if (!buffer || buffer.length === 0) throw new AppError(400, uploadMessages.noFile, 'NO_FILE');
  return buffer;
}

/** The JSON value of data.json inside the uploaded zip. */
export async function readUploadedJson(request: FastifyRequest): Promise<unknown> {
  return jsonFromZip(await readUploadedFile(request));
}
