/**
 * The simulator's pure helpers (build/sim/cli.ts): decision-time statistics, seat rotation for
 * `--swap-seats`, and the options of a simulated game from `--map` and `--option key=value`,
 * checked by the game's own option specs.
 */
import type { GameDefinition, OptionSpec } from '../../shared-rules/core/define-game';

/** Mean, median, 95th percentile (nearest rank) and maximum of `values`, ms; zeros when empty. */
export function timeStats(values: readonly number[]): { readonly decisions: number; readonly meanMs: number; readonly p50Ms: number; readonly p95Ms: number; readonly maxMs: number } {
  if (values.length === 0) return { decisions: 0, meanMs: 0, p50Ms: 0, p95Ms: 0, maxMs: 0 };
  const sorted = [...values].sort((a, b) => a - b);
  const rank = (q: number): number => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? 0;
  return { decisions: values.length, meanMs: values.reduce((a, b) => a + b, 0) / values.length, p50Ms: rank(0.5), p95Ms: rank(0.95), maxMs: sorted[sorted.length - 1] ?? 0 };
}

/**
 * Head to head between bot levels, for any player count: for each ordered pair of different
 * levels (A, B), over every game and every pair of seats played by A and by B, the share of
 * pairs in which A's seat placed above B's (a shared place counts half). `games`: each game's
 * level per seat (`bots`) and its ranking (`place` per seat; 1 = first). Returns
 * `{ a, b, share (0–1), pairs }` rows, A before B in first-appearance order.
 */
export function headToHead(games: readonly { readonly bots: readonly string[]; readonly ranking: readonly { readonly seat: number; readonly place: number }[] }[]): { readonly a: string; readonly b: string; readonly share: number; readonly pairs: number }[] {
  const levels = [...new Set(games.flatMap((g) => g.bots))];
  const out: { a: string; b: string; share: number; pairs: number }[] = [];
  for (const a of levels) {
    for (const b of levels) {
      if (a === b) continue;
      let ahead = 0;
      let pairs = 0;
      for (const game of games) {
        const place = (seat: number): number => game.ranking.find((r) => r.seat === seat)?.place ?? Number.POSITIVE_INFINITY;
        game.bots.forEach((la, sa) => {
          if (la !== a) return;
          game.bots.forEach((lb, sb) => {
            if (lb !== b) return;
            pairs++;
            ahead += place(sa) < place(sb) ? 1 : place(sa) === place(sb) ? 0.5 : 0;
          });
        });
      }
      out.push({ a, b, share: pairs === 0 ? 0 : ahead / pairs, pairs });
    }
  }
  return out;
}

/** `names` rotated so that seat s gets `names[(s - shift) mod n]` (game `shift` of `--swap-seats`). */
export function rotate<T>(names: readonly T[], shift: number): T[] {
  const n = names.length;
  return names.map((_, s) => names[(((s - shift) % n) + n) % n]).filter((x): x is T => x !== undefined);
}

/** The value of `text` for an option spec: an enum value, an integer in range, `off` (null) where nullable, or a boolean; an `Error` otherwise. */
export function optionValue(spec: OptionSpec, text: string): string | number | boolean | null | Error {
  if (spec.kind === 'enum') return spec.values.some((v) => v.value === text) ? text : new Error(`${spec.key} must be one of ${spec.values.map((v) => v.value).join(', ')}`);
  if (spec.kind === 'boolean') return text === 'true' ? true : text === 'false' ? false : new Error(`${spec.key} must be true or false`);
  if (spec.nullable === true && text === 'off') return null;
  const n = Number(text);
  return Number.isInteger(n) && n >= spec.min && n <= spec.max ? n : new Error(`${spec.key} must be an integer ${spec.min}–${spec.max}${spec.nullable === true ? ' or off' : ''}`);
}

/** The options of a simulated game: the game's defaults, then `--map` (its first enum option), then each `--option key=value`. */
export function simOptions(definition: GameDefinition, map: string | undefined, pairs: readonly string[]): Record<string, unknown> | Error {
  const defaults = definition.module.meta.defaultOptions;
  const options: Record<string, unknown> = typeof defaults === 'object' && defaults !== null && !Array.isArray(defaults) ? { ...defaults } : {};
  const set = (key: string, text: string): Error | undefined => {
    const spec = definition.options.find((s) => s.key === key);
    if (spec === undefined) return new Error(`${definition.id} has no option ${key} (it has: ${definition.options.map((s) => s.key).join(', ') || 'none'})`);
    const value = optionValue(spec, text);
    if (value instanceof Error) return value;
    options[key] = value;
    return undefined;
  };
  if (map !== undefined) {
    const choice = definition.options.find((s) => s.kind === 'enum');
    if (choice === undefined) return new Error(`${definition.id} has no map or other choice option`);
    const failed = set(choice.key, map);
    if (failed !== undefined) return failed;
  }
  for (const pair of pairs) {
    const at = pair.indexOf('=');
    if (at <= 0) return new Error(`--option takes key=value, not ${pair}`);
    const failed = set(pair.slice(0, at), pair.slice(at + 1));
    if (failed !== undefined) return failed;
  }
  return options;
}


/**
 * The option sets a game is exercised with by the tests and tools that play every game "on every
 * map": its default options once per value of each enum option (the maps), labelled `key=value`;
 * just the defaults (`defaults`) for a game without enum options.
 */
export function optionSets(definition: GameDefinition): { readonly label: string; readonly options: unknown }[] {
  const defaults = definition.module.meta.defaultOptions;
  const sets = definition.options.flatMap((spec) =>
    spec.kind === 'enum' && typeof defaults === 'object' && defaults !== null && !Array.isArray(defaults)
      ? spec.values.map((v) => ({ label: `${spec.key}=${v.value}`, options: { ...defaults, [spec.key]: v.value } }))
      : [],
  );
  return sets.length > 0 ? sets : [{ label: 'defaults', options: defaults }];
}
