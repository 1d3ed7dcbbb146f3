/**
 * A refusal from the engine (`RuleError` code and params) as the i18n key and params of the
 * message shown in the refused seat's panel: `errors.<code>` when the catalog has it, else
 * `errors.unknown`. Params pass through, with money as numbers ($ is in the strings) and the
 * seat ids that name another player turned into 1-based seat numbers.
 */
import type { Json } from '../../shared-rules/core/types';

/** The message: an i18n key and its params (strings and numbers only). */
export type RefusalMessage = { readonly key: string; readonly params: Readonly<Record<string, string | number>> };

/** Turn a refusal into its message; `known(key)` says whether the catalog has a key. */
export function refusalMessage(code: string, params: { readonly [key: string]: Json }, known: (key: string) => boolean): RefusalMessage {
  const key = known(`errors.${code}`) ? `errors.${code}` : 'errors.unknown';
  const out: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(params)) {
    if (typeof value === 'number') out[name] = name === 'seat' || name === 'by' || name === 'active' ? value + 1 : value;
    else if (typeof value === 'string') out[name] = value;
  }
  return { key, params: out };
}
