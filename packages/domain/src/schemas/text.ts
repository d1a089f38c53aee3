// The rule for every text of an uploaded simulation: names, labels, keys of the equipment and Ro
// maps (cleanText, used by the schemas) and any text inside the optional results (checkFreeTexts).
// PostgreSQL refuses U+0000 in text and jsonb, and a lone UTF-16 surrogate cannot be written as
// UTF-8 at all, so both would fail only when stored; control characters in a name are invisible and
// break exports. They are refused here, before anything is stored, with the catalogue's message.
import { z } from 'zod';
import { formatMessage } from '../messages/index.ts';

/** The catalogue's code and reason (the code travels in the issue's params, see payloadIssues.ts). */
export const INVALID_TEXT = 'problem.invalidText';
export const invalidTextMessage = (): string => formatMessage(INVALID_TEXT);

// eslint-disable-next-line no-control-regex -- finding control characters is the point
const SUSPECT = /[\u0000-\u001f\u007f-\u009f\ud800-\udfff]/;

/**
 * True when the text may be stored: no NUL or other control characters (C0, DEL, C1; with
 * `multiline`, tab and line breaks are allowed, and C1), no surrogate half without its partner.
 * Cheap on ordinary text: it runs over every key of a planning year's 8,784-row tables.
 */
export function isCleanText(text: string, opts: { multiline?: boolean } = {}): boolean {
  if (!SUSPECT.test(text)) return true; // the common case, in compiled regex code
  const multiline = opts.multiline === true;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0x20 && c < 0x7f) continue;
    if (c < 0x20) {
      if (multiline && (c === 9 || c === 10 || c === 13)) continue;
      return false;
    }
    if (c <= 0x9f) {
      if (multiline && c !== 0x7f) continue;
      return false;
    }
    if (c < 0xd800 || c > 0xdfff) continue;
    const next = text.charCodeAt(i + 1);
    if (c > 0xdbff || !(next >= 0xdc00 && next <= 0xdfff)) return false;
    i++;
  }
  return true;
}

/** A name-like text field of the payload: `base` (a string schema) plus the rule. */
export function cleanText<T extends z.ZodType<string>>(base: T) {
  return base.refine((s) => isCleanText(s), { message: invalidTextMessage(), params: { code: INVALID_TEXT } });
}

const MAX_TEXT_ISSUES = 10;

interface Node { readonly v: unknown; readonly key: PropertyKey; readonly parent: Node | null }

const pathOf = (node: Node): PropertyKey[] => {
  const path: PropertyKey[] = [];
  for (let n: Node | null = node; n && n.parent; n = n.parent) path.unshift(n.key);
  return path;
};

/**
 * For free-form values (the results an upload may carry): an issue at the path of every string and
 * object key that breaks the rule, tab and line breaks allowed (at most 10). Iterative, with parent
 * links: a hostile upload may nest deeper than the call stack.
 */
export function checkFreeTexts(value: unknown, ctx: z.RefinementCtx): void {
  const message = invalidTextMessage();
  const stack: Node[] = [{ v: value, key: '', parent: null }];
  let found = 0;
  const report = (node: Node): void => { ctx.addIssue({ code: 'custom', path: pathOf(node), message, params: { code: INVALID_TEXT } }); found++; };
  while (stack.length > 0 && found < MAX_TEXT_ISSUES) {
    const node = stack.pop()!;
    const v = node.v;
    if (typeof v === 'string') {
      if (!isCleanText(v, FREE)) report(node);
    } else if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) {
        const item: unknown = v[i];
        if (typeof item === 'string' || (typeof item === 'object' && item !== null)) stack.push({ v: item, key: i, parent: node });
      }
    } else if (v !== null && typeof v === 'object') {
      for (const key of Object.keys(v)) {
        const child: unknown = (v as Record<string, unknown>)[key];
        const entry: Node = { v: child, key, parent: node };
        if (!isCleanText(key, FREE)) { report(entry); continue; }
        if (typeof child === 'string' || (typeof child === 'object' && child !== null)) stack.push(entry);
      }
    }
  }
}

const FREE = { multiline: true } as const;
