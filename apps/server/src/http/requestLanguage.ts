/**
 * The UI language of a request: the web sends the language the user picked as Accept-Language.
 * The first supported language by preference wins; Spanish otherwise (docs/rules/constants.md default and fallback).
 */
import type { MessageLang } from '@plantasim/domain';
import type { FastifyRequest } from 'fastify';

const SUPPORTED: readonly MessageLang[] = ['es', 'en'];

export function languageOf(header: string | string[] | undefined): MessageLang {
  const text = Array.isArray(header) ? header.join(',') : header ?? '';
  const ranked = text.split(',').slice(0, 20).map((part, index) => {
    const [tag = '', ...params] = part.trim().split(';');
    const q = params.map((p) => /^\s*q\s*=\s*([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    const weight = q === undefined ? 1 : Number(q);
    return { lang: tag.trim().toLowerCase().split('-')[0] ?? '', weight: Number.isFinite(weight) ? weight : 0, index };
  }).filter((t) => t.weight > 0).sort((a, b) => b.weight - a.weight || a.index - b.index);
  const first = ranked.find((t) => (SUPPORTED as readonly string[]).includes(t.lang));
  return (first?.lang as MessageLang | undefined) ?? 'es';
}

export function requestLanguage(request: FastifyRequest): MessageLang {
  return languageOf(request.headers['accept-language']);
}
