/**
 * Reading a game's views as the renderer receives them (untyped JSON from the engine worker):
 * the table view checked with the game's zod schema once per JSON object (a WeakMap: the board,
 * every seat panel and the centre read the same one), a seat view checked, and a seat's legal
 * list parsed into the game's actions (anything else dropped). Shapes only, no rules.
 */
import type { z } from 'zod';
import { isRuleError } from '../../shared-rules/core/errors';
import type { RuleError } from '../../shared-rules/core/types';

/** The readers of one game's views (see the module docs). */
export type ViewReaders<TV, SV, A> = {
  /** The table view, or `undefined` when `json` is not one (parsed once per object). */
  readonly readTableView: (json: unknown) => TV | undefined;
  /** A seat view, or `undefined`. */
  readonly readSeatView: (json: unknown) => SV | undefined;
  /** A seat's legal actions (each parsed; anything else dropped). */
  readonly readLegal: (json: unknown) => A[];
};

/** The readers for a game's table-view and seat-view schemas and its action parser. */
export function viewReaders<TV, SV, A>(schemas: { readonly table: z.ZodType<TV>; readonly seat: z.ZodType<SV> }, parseAction: (input: unknown) => A | RuleError): ViewReaders<TV, SV, A> {
  const parsed = new WeakMap<object, TV | null>();
  return {
    readTableView: (json) => {
      if (typeof json !== 'object' || json === null) return undefined;
      const cached = parsed.get(json);
      if (cached !== undefined) return cached ?? undefined;
      const result = schemas.table.safeParse(json);
      parsed.set(json, result.success ? result.data : null);
      return result.success ? result.data : undefined;
    },
    readSeatView: (json) => {
      const result = schemas.seat.safeParse(json);
      return result.success ? result.data : undefined;
    },
    readLegal: (json) => {
      if (!Array.isArray(json)) return [];
      return json.flatMap((a: unknown) => {
        const action = parseAction(a);
        return isRuleError(action) ? [] : [action];
      });
    },
  };
}

/** The `mapId` of a JSON options object (the lobby's choices), if any. */
export function mapIdOf(options: unknown): string | undefined {
  if (typeof options !== 'object' || options === null || Array.isArray(options)) return undefined;
  const value: unknown = Reflect.get(options, 'mapId');
  return typeof value === 'string' ? value : undefined;
}
