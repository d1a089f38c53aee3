import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { AppError } from '../errors.ts';
import { requireFullUser } from './auth.ts';

const request = (role: 'full' | 'operator') => ({ user: { username: 'u', role } }) as unknown as FastifyRequest;

describe('requireFullUser', () => {
  it('lets full users through', async () => {
    await expect(requireFullUser(request('full'))).resolves.toBeUndefined();
  });
  it('refuses operators with 403 and the Spanish message', async () => {
    const err = await requireFullUser(request('operator')).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect(err).toMatchObject({ status: 403, code: 'FORBIDDEN_OPERATOR', message: 'Operación no permitida para operadores' });
  });
});
