// One catalogue for every user-facing text: general (docs/rules/states.md, docs/rules/validation.md, docs/rules/messages.md), CSV (docs/rules/validation.md, docs/rules/messages.md) and the server's answers (docs/rules/calls.md, docs/rules/messages.md).
import { CSV_MESSAGES, singularLines, type CsvMessageCode } from './csv.ts';
import { GENERAL_MESSAGES, type GeneralMessageCode, type MessageText } from './general.ts';
import { EXPLAIN_MESSAGES, type ExplainMessageCode } from './explain.ts';
import { PAYLOAD_MESSAGES, type PayloadMessageCode } from './payload.ts';
import { OPTIMIZER_MESSAGES, type OptimizerMessageCode } from './optimizer.ts';
import { SERVER_MESSAGES, type ServerMessageCode } from './server.ts';
import { REPLAN_MESSAGES, type ReplanMessageCode } from './replan.ts';
import { BRIDGE_MESSAGES, type BridgeMessageCode } from './bridge.ts';
import { PLAN_MESSAGES, type PlanMessageCode } from './planInForce.ts';
import { RUN_STATE_MESSAGES, type RunStateMessageCode } from './runStates.ts';
import { PLAN_STATUS_MESSAGES, type PlanStatusMessageCode } from './planStatus.ts';

export * from './general.ts';
export * from './csv.ts';
export * from './explain.ts';
export * from './payload.ts';
export * from './optimizer.ts';
export * from './server.ts';
export * from './replan.ts';
export * from './bridge.ts';
export * from './planInForce.ts';
export * from './runStates.ts';
export * from './payloadIssues.ts';
export * from './planStatus.ts';

export type MessageLang = 'es' | 'en';
export type MessageCode = GeneralMessageCode | CsvMessageCode | ExplainMessageCode | PayloadMessageCode | OptimizerMessageCode
  | ServerMessageCode | ReplanMessageCode | BridgeMessageCode | PlanMessageCode
  | RunStateMessageCode
  | PlanStatusMessageCode;
export type MessageParams = Readonly<Record<string, string | number>>;

export const MESSAGES: Readonly<Record<MessageCode, MessageText>> = {
  ...CSV_MESSAGES, ...GENERAL_MESSAGES, ...EXPLAIN_MESSAGES, ...PAYLOAD_MESSAGES, ...OPTIMIZER_MESSAGES, ...SERVER_MESSAGES,
  ...REPLAN_MESSAGES, ...BRIDGE_MESSAGES, ...PLAN_MESSAGES, ...RUN_STATE_MESSAGES,
  ...PLAN_STATUS_MESSAGES,
};

export function isMessageCode(code: string): code is MessageCode {
  return Object.prototype.hasOwnProperty.call(MESSAGES, code);
}

/**
 * Text of a message with {name} placeholders filled. Unknown codes return the code itself (so a
 * missing entry is visible, never a crash); unknown placeholders stay as written.
 */
export function formatMessage(code: MessageCode | string, params: MessageParams = {}, lang: MessageLang = 'es'): string {
  if (!isMessageCode(code)) return code;
  const template = singularLines(MESSAGES[code][lang], params);
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? paramText(params[name]) : whole));
}

/**
 * A parameter as a message shows it. A day keyed as 'yyyy-mm-dd' (a creation day, a database key),
 * alone or in a list, reads dd/MM/yyyy, as every date a user sees: messages never show ISO days.
 */
function paramText(value: string | number | undefined): string {
  return String(value).replace(/(?<![\d-])(\d{4})-(\d{2})-(\d{2})(?![\d:T-])/g, (_day, y: string, m: string, d: string) => `${d}/${m}/${y}`);
}

