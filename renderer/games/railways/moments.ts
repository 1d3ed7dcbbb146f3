/**
 * Which moments and sounds an engine update calls for (issue #14 "Moments"; `GameUi.moments`,
 * `GameUi.sounds`). Pure: from the update's events (shared-rules/games/railways/apply.ts):
 * `bid`, `auction-won` {bid}, `auction-all-passed`, `track`, `link` {from, to}, `deliver` {city,
 * to, color, links}, `score` {points, why}, `claim` {card, points}, `empty-city` {city, left},
 * `end-triggered` {lastTurn, why}, `income` {income, interest, forced}, `game-over`, `mine` {city,
 * cubes, repeat} (the mines option), `order-by-score` {order} (Worst is First). Map facts stay
 * ids and hexes here; the strings name them with the formats of `./maps.ts` (`rwhex`, `rwcolor`,
 * `rwcard`, `rwcolors`) and list seats' points with `rwpoints`, seats with `rwseats` (`./maps.ts`).
 */
import type { GameEvent, SeatId } from '../../../shared-rules/core/types';
import type { SoundEffect } from '../../audio/sound';
import type { Moment } from '../types';

/** A field of an event's params (string or number), or undefined. */
function param(event: GameEvent, key: string): string | number | undefined {
  const params = event.params;
  if (typeof params !== 'object' || params === null || Array.isArray(params)) return undefined;
  const value: unknown = Reflect.get(params, key);
  return typeof value === 'string' || typeof value === 'number' ? value : undefined;
}

/** A field of an event's params that is a list of numbers (empty when it is not). */
function numbers(event: GameEvent, key: string): number[] {
  const params = event.params;
  if (typeof params !== 'object' || params === null || Array.isArray(params)) return [];
  const value: unknown = Reflect.get(params, key);
  return Array.isArray(value) ? value.filter((v): v is number => typeof v === 'number') : [];
}

/** The order of an `order-by-score` event: seats numbered from 1, worst score first, for the `rwseats` format. */
function orderOf(event: GameEvent): string {
  return numbers(event, 'order')
    .map((seat) => seat + 1)
    .join(',');
}

/** `seat:value` pairs joined by commas (seats numbered from 1), for the `rwpoints` and `rwmoney` formats. */
export function seatList(pairs: readonly (readonly [SeatId, number])[]): string {
  return pairs.map(([seat, value]) => `${seat + 1}:${value}`).join(',');
}

/**
 * The moments of `events`, in order (the table shows the last): the auction won (or everybody
 * passed), the turn order by score (Worst is First), a link completed, a delivery with who scored
 * what (links and hotels), a mine with the cubes it drew, a race card claimed, a city emptied,
 * the end triggered, the income of the turn, the game's end.
 */
export function railwaysMoments(events: readonly GameEvent[]): readonly Moment[] {
  const out: Moment[] = [];
  events.forEach((e, i) => {
    const seat = e.seat;
    switch (e.type) {
      case 'auction-won':
        if (seat !== undefined) out.push({ key: 'railways.moment.auction-won', params: { seat: seat + 1, bid: param(e, 'bid') ?? 0 }, seat });
        break;
      case 'auction-all-passed':
        if (seat !== undefined) out.push({ key: 'railways.moment.all-passed', params: { seat: seat + 1 }, seat });
        break;
      case 'order-by-score':
        // With the income of the turn it is told in the income's moment (see there).
        if (!events.some((x) => x.type === 'income')) out.push({ key: 'railways.moment.order-by-score', params: { order: orderOf(e) } });
        break;
      case 'mine': {
        if (seat === undefined) break;
        const cubes = numbers(e, 'cubes');
        out.push({ key: cubes.length === 0 ? 'railways.moment.mine-empty' : 'railways.moment.mine', params: { seat: seat + 1, city: param(e, 'city') ?? -1, count: cubes.length, cubes: cubes.join(',') }, seat });
        break;
      }
      case 'link':
        if (seat !== undefined) out.push({ key: 'railways.moment.link', params: { seat: seat + 1, from: param(e, 'from') ?? -1, to: param(e, 'to') ?? -1 }, seat });
        break;
      case 'deliver': {
        if (seat === undefined) break;
        // The points the delivery scored follow it: one `score` event per seat (links, then hotels).
        const gains = new Map<SeatId, number>();
        for (const next of events.slice(i + 1)) {
          if (next.type !== 'score') break;
          const why = param(next, 'why');
          if ((why === 'links' || why === 'hotel') && next.seat !== undefined) gains.set(next.seat, (gains.get(next.seat) ?? 0) + Number(param(next, 'points') ?? 0));
        }
        out.push({
          key: 'railways.moment.deliver',
          params: { seat: seat + 1, color: param(e, 'color') ?? 0, from: param(e, 'city') ?? -1, to: param(e, 'to') ?? -1, scores: seatList([...gains.entries()].sort((a, b) => a[0] - b[0])) },
          seat,
        });
        break;
      }
      case 'claim':
        if (seat !== undefined) out.push({ key: 'railways.moment.claim', params: { seat: seat + 1, card: param(e, 'card') ?? -1, points: param(e, 'points') ?? 0 }, seat });
        break;
      case 'empty-city':
        out.push({ key: 'railways.moment.empty', params: { city: param(e, 'city') ?? -1, left: param(e, 'left') ?? 0 } });
        break;
      case 'end-triggered':
        out.push({ key: param(e, 'why') === 'turn-limit' ? 'railways.moment.end-turns' : 'railways.moment.end-markers', params: { turn: param(e, 'lastTurn') ?? 0 } });
        break;
      case 'income': {
        // One moment for the whole income phase, at its first event.
        if (events.slice(0, i).some((x) => x.type === 'income')) break;
        const paid = events.filter((x) => x.type === 'income');
        const forced = paid.reduce((n, x) => n + Number(param(x, 'forced') ?? 0), 0);
        const total = paid.reduce((n, x) => n + Number(param(x, 'income') ?? 0), 0);
        // Worst is First: the next turn's order by score comes with the income, in its place (so a
        // later moment, the end triggered, still shows last).
        const order = events.find((x) => x.type === 'order-by-score');
        if (order !== undefined) out.push({ key: 'railways.moment.income-order', params: { total, forced, order: orderOf(order) } });
        else out.push({ key: forced > 0 ? 'railways.moment.income-forced' : 'railways.moment.income', params: { total, forced } });
        break;
      }
      case 'game-over':
        out.push({ key: 'railways.moment.over', params: {} });
        break;
      default:
        break;
    }
  });
  return out;
}

/**
 * Sounds: `build` for a bid (the auctioneer's knock), a tile laid and a mine dug (the pick);
 * `ding` when the auction is won, a link completed or a cube delivered; `round-end` for the income and the game's end;
 * `turn` when a person's turn comes.
 */
export function railwaysSounds(events: readonly GameEvent[], before: readonly SeatId[], after: readonly SeatId[], humans: ReadonlySet<SeatId>): readonly SoundEffect[] {
  const out: SoundEffect[] = [];
  const has = (...types: string[]) => events.some((e) => types.includes(e.type));
  if (has('bid', 'track', 'mine')) out.push('build');
  if (has('auction-won', 'auction-all-passed', 'link', 'deliver')) out.push('ding');
  const over = has('game-over');
  if (has('income') || over) out.push('round-end');
  const next = after[0];
  if (!over && next !== undefined && next !== before[0] && humans.has(next)) out.push('turn');
  return out;
}
