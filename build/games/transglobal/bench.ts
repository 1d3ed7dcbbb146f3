/**
 * The rules benchmarks (Node, one core, the main thread), on every real Transglobal map in
 * `assets/maps/transglobal/` (the quick run: `usa` only):
 * - legal links per seat (µs), on fresh copies of states from played games (defeats the cache);
 * - the full legal action list per seat (µs, for information);
 * - the exact cheapest completion of a 5-city hand from a hub on the empty board (ms);
 * - the exact cheapest completion of every hand (one city per region: 7^5 = 16,807 on usa) on the
 *   empty board without a hub, hands/s (issue #14 "Speed"; the quick run times the first 3,000);
 * - apply + hash of the state after it, per action (µs), as the runner does it;
 * - replay of a 1,000-entry log (`replayMatch`, ms);
 * - where the time of one Transglobal action goes
 *   (views for the bot, legalActions, bot decision, parse + check, apply, hash, log append,
 *   the rest of `submitAction`, the outcome check);
 * - bot decision time per bot level (random, easy, medium, hard; ms), the bot's inputs prepared untimed.
 * Input states come from mixed-bot games (fresh copies for legal links, random one-city-per-region
 * hands); games are played through `./play.ts`. Run by `npm run bench` (`build/bench/rules.ts` finds
 * `build/games/<id>/bench.ts` for each registered game).
 */
import { createRandom, isRuleError, randomFromState, submitAction, type RandomState } from '../../../shared-rules/core';
import { entryHash, outcomeOf, replayMatch, type Match } from '../../../shared-rules/core/match';
import type { MatchRecord } from '../../../shared-rules/core/types';
import { transglobal, type TransglobalAction, type TransglobalState } from '../../../shared-rules/games/transglobal';
import { mixedBot } from '../../../shared-rules/games/transglobal/bots/greedy';
import { randomBot, type Bot } from '../../../shared-rules/games/transglobal/bots/random';
import { DEFAULT_BUDGET_MS, TRANSGLOBAL_BOTS, type LevelBot } from '../../../shared-rules/games/transglobal/bots';
import { legalLinks } from '../../../shared-rules/games/transglobal/network';
import { isTransglobalState } from '../../../shared-rules/games/transglobal/state';
import { cheapestCompletion } from '../../../shared-rules/games/transglobal/steiner';
import { getTransglobalMap } from '../../../shared-rules/maps/transglobal-registry';
import type { TransglobalMap } from '../../../shared-rules/maps/transglobal-map';
import { TRANSGLOBAL_MAP_IDS } from '../../../shared-rules/maps/transglobal-bundled';
import { playGame, startGame, transglobalModule } from './play';
import { errorMessage, measured, unmeasured, type BenchRow } from '../../bench/row';
import { sampleCalls, timed, type SampleBudget } from '../../bench/sampler';
import { summarize } from '../../bench/stats';

/** Transglobal's engine target (issue #12): random whole 4-player games ≥ 300/s through the simulator path. */
export const engineTargets = { bareGamesPerSecond: 300 } as const;

/** Options of {@link benchRows}: `quick` samples less and only the `usa` map. */
export type RulesOptions = { readonly quick: boolean; readonly log: (line: string) => void };

/** A header digest for hashing outside a match (any 43-character digest costs the same). */
const BENCH_HEADER_HASH = 'b'.repeat(43);

type Step = { readonly state: TransglobalState; readonly action: TransglobalAction; readonly rng: RandomState };

const FOUR_RANDOM: readonly Bot[] = [randomBot, randomBot, randomBot, randomBot];

/** The steps (state before, action, generator state before) of one mixed-bot 4-player game on `mapId`. */
function gameSteps(mapId: string, seed: string): Step[] {
  let match = startGame({ mapId, players: 4, seed, bots: [] });
  const random = createRandom(`bench-${seed}`);
  const bot = mixedBot(0.7);
  const steps: Step[] = [];
  for (let i = 0; i < 50_000; i++) {
    const state = match.state;
    if (!isTransglobalState(state) || state.phase === 'over') break;
    const seat = transglobal.toAct(state)[0] ?? -1;
    const action = bot(transglobal.seatView(state, seat), transglobal.tableView(state), transglobal.legalActions(state, seat), random);
    steps.push({ state, action, rng: match.rng });
    const result = submitAction(match, action, 'bot');
    if (!result.ok) throw new Error(result.error.message);
    match = result.match;
  }
  return steps;
}

/** The item at `i` modulo the list's length (throws on an empty list: a benchmark without inputs is a bug). */
function cyclic<T>(items: readonly T[], i: number): T {
  const item = items[i % items.length];
  if (item === undefined) throw new Error('no inputs to benchmark');
  return item;
}

/** µs from ms samples. */
const us = (samples: readonly number[]) => samples.map((ms) => ms * 1000);

/** Random 5-city hands (one city per region) and hub intersections on `map`, deterministic. */
function hands(map: TransglobalMap, count: number): { hand: number[]; hub: number }[] {
  const random = createRandom(`steiner-${map.id}`);
  return Array.from({ length: count }, () => ({
    hand: map.regions.map((r) => {
      const cities = map.cities.filter((c) => c.region === r.id);
      return cities[random.int(0, cities.length - 1)]?.intersection ?? 0;
    }),
    hub: random.int(0, map.intersections.length - 1),
  }));
}

/** Every hand of one city per region on `map` (the product of the regions' cities), as intersections, in a fixed order. */
function everyHand(map: TransglobalMap): number[][] {
  let hands: number[][] = [[]];
  for (const region of map.regions) {
    const cities = map.cities.filter((c) => c.region === region.id).map((c) => c.intersection);
    hands = hands.flatMap((hand) => cities.map((city) => [...hand, city]));
  }
  return hands;
}

/**
 * Hands per second of the exact cheapest completion over every hand of `map` on the empty board
 * without a hub (the balance check's and the lobby's "cheapest hand" question), in chunks of 1,000
 * hands (a sample per chunk), after one warm-up chunk. `limit`: time only the first `limit` hands.
 */
function everyHandRow(mapId: string, map: TransglobalMap, limit: number): BenchRow {
  const all = everyHand(map);
  const hands = all.slice(0, limit);
  const empty = map.links.map(() => false);
  const chunk = 1000;
  let sink = 0;
  for (let i = 0; i < Math.min(chunk, hands.length); i++) sink += cheapestCompletion(map, empty, [], hands[i] ?? []).cost;
  const rates: number[] = [];
  let total = 0;
  for (let from = 0; from < hands.length; from += chunk) {
    const part = hands.slice(from, from + chunk);
    const t0 = performance.now();
    for (const hand of part) sink += cheapestCompletion(map, empty, [], hand).cost;
    const ms = performance.now() - t0;
    total += ms;
    rates.push((part.length / ms) * 1000);
  }
  if (!Number.isFinite(sink)) throw new Error('a hand has no completion on the empty board');
  return measured(
    'rules',
    `cheapest completion, every hand, no hub (${mapId})`,
    'hands/s',
    summarize(rates),
    { kind: 'min', value: 8000 },
    `${hands.length} of the ${all.length} one-city-per-region hands in ${total.toFixed(0)} ms, empty board; a sample per 1,000 hands`,
  );
}

async function microRows(mapId: string, map: TransglobalMap, steps: readonly Step[], budget: SampleBudget): Promise<BenchRow[]> {
  const building = steps.filter((s) => s.state.phase === 'building');
  let i = 0;
  let fresh: TransglobalState = cyclic(building, 0).state;
  const nextFresh = () => {
    const s = cyclic(building, i++).state;
    fresh = { ...s, built: [...s.built] };
  };
  const legal = await sampleCalls(`legal links ${mapId}`, () => legalLinks(fresh, fresh.active, 2), budget, nextFresh);
  i = 0;
  const legalAll = await sampleCalls(`legal actions ${mapId}`, () => transglobal.legalActions(fresh, fresh.seats[fresh.active] ?? -1), budget, nextFresh);

  const empty = map.links.map(() => false);
  const inputs = hands(map, 300);
  let h = 0;
  const fromHub = await sampleCalls(`completion ${mapId}`, () => cheapestCompletion(map, empty, [cyclic(inputs, h).hub], cyclic(inputs, h++).hand), budget);
  h = 0;
  const fromNothing = await sampleCalls(`completion-none ${mapId}`, () => cheapestCompletion(map, empty, [], cyclic(inputs, h++).hand), budget);

  let a = 0;
  const applyHash = await sampleCalls(`apply+hash ${mapId}`, () => {
    const { state, action, rng } = cyclic(steps, a++);
    const random = randomFromState(rng);
    const applied = transglobal.apply(state, action, random);
    entryHash({ state: applied.state, rng: random.snapshot() }, 'bot', BENCH_HEADER_HASH);
  }, budget);

  const where = `${mapId}: ${map.intersections.length} intersections, ${map.links.length} links`;
  return [
    measured('rules', `legal links per seat (${mapId})`, 'µs', summarize(us(legal)), { kind: 'max', value: 20 }, `${where}; ${building.length} building states, fresh copies (no cache)`),
    measured('rules', `legal actions, full list per seat (${mapId})`, 'µs', summarize(us(legalAll)), undefined, 'transglobal.legalActions, for information'),
    measured('rules', `cheapest completion, 5 cities from a hub (${mapId})`, 'ms', summarize(fromHub), { kind: 'max', value: 2 }, `exact Steiner tree on the empty board, 300 random hands; from no hub: median ${summarize(fromNothing).median.toFixed(2)} ms`),
    measured('rules', `apply + hash per action (${mapId})`, 'µs', summarize(us(applyHash)), undefined, `${steps.length} actions of mixed-bot games; the entry hash as the runner records it (hash version 2)`),
  ];
}

/** A match record of exactly `entries` log entries, from random-bot games on `mapId` (a prefix of a played log keeps its hashes). */
export function recordOfLength(mapId: string, entries: number): MatchRecord {
  for (let seed = 0; seed < 50; seed++) {
    const played = playGame({ mapId, players: 4, seed: `record-${seed}`, bots: FOUR_RANDOM });
    const log = played.match.record.log;
    if (log.length >= entries) return { ...played.match.record, log: log.slice(0, entries) };
  }
  throw new Error(`no game on ${mapId} reached ${entries} actions`);
}

async function replayRow(mapId: string, quick: boolean): Promise<BenchRow> {
  const record = recordOfLength(mapId, 1000);
  const samples = await sampleCalls(`replay ${mapId}`, () => {
    const replayed = replayMatch(transglobalModule, record);
    if (!replayed.ok) throw new Error(`replay failed: ${replayed.error.message}`);
  }, { timeMs: quick ? 500 : 3000, iterations: quick ? 3 : 15, warmupMs: 0 });
  return measured('rules', `replay of a 1,000-entry log (${mapId})`, 'ms', summarize(samples), undefined, 'replayMatch: re-submits every entry and compares its hash');
}

/** The parts of one action in a random-bot game, µs each (see the module comment). */
const PARTS = ['bot views', 'legalActions', 'bot decision', 'parse + check', 'apply', 'hash', 'submitAction rest', 'outcome check'] as const;
type Part = (typeof PARTS)[number];

/**
 * Plays `games` random 4-player games on `mapId`, timing each part of each action (µs). The
 * parts of `submitAction` are timed by redoing them beside it; "submitAction rest" is the
 * runner's own time minus those parts (entry building, undo bookkeeping), floored at 0.
 */
function breakdown(mapId: string, games: number): ReadonlyMap<Part, readonly number[]> {
  const parts = new Map<Part, number[]>(PARTS.map((p) => [p, []]));
  const push = (part: Part, ms: number) => parts.get(part)?.push(ms * 1000);
  for (let g = 0; g < games; g++) {
    let match: Match = startGame({ mapId, players: 4, seed: `breakdown-${g}`, bots: FOUR_RANDOM });
    const botRandom = createRandom(`bots:breakdown-${g}`);
    for (let n = 0; n < 50_000; n++) {
      const outcome = timed(() => outcomeOf(match));
      push('outcome check', outcome.ms);
      if (outcome.value !== undefined) break;
      const state = match.state;
      if (!isTransglobalState(state)) throw new Error('not a Transglobal state');
      const seat = transglobal.toAct(state)[0] ?? -1;
      const views = timed(() => ({ seat: transglobal.seatView(state, seat), table: transglobal.tableView(state) }));
      push('bot views', views.ms);
      const legal = timed(() => transglobal.legalActions(state, seat));
      push('legalActions', legal.ms);
      const decided = timed(() => randomBot(views.value.seat, views.value.table, legal.value, botRandom));
      push('bot decision', decided.ms);
      const action = decided.value;
      const parseCheck = timed(() => {
        const parsed = transglobal.parseAction(action);
        return isRuleError(parsed) ? parsed : transglobal.check?.(state, parsed);
      });
      push('parse + check', parseCheck.ms);
      const random = randomFromState(match.rng);
      const applied = timed(() => transglobal.apply(state, action, random));
      push('apply', applied.ms);
      const rng = random.snapshot();
      const hashed = timed(() => entryHash({ state: applied.value.state, rng }, 'bot', match.headerHash));
      push('hash', hashed.ms);
      const submitted = timed(() => submitAction(match, action, 'bot'));
      if (!submitted.value.ok) throw new Error(`bot action refused: ${submitted.value.error.message}`);
      const inner = parseCheck.ms + applied.ms + hashed.ms;
      push('submitAction rest', Math.max(0, submitted.ms - inner));
      match = submitted.value.match;
    }
  }
  return parts;
}

async function botRows(steps: readonly Step[], budget: SampleBudget): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  const bots: readonly { name: string; bot: LevelBot }[] = [
    { name: 'random', bot: TRANSGLOBAL_BOTS.random },
    { name: 'easy', bot: TRANSGLOBAL_BOTS.easy },
    { name: 'medium', bot: TRANSGLOBAL_BOTS.medium },
    { name: 'hard', bot: TRANSGLOBAL_BOTS.hard },
  ];
  // The host's clock and budget, as the engine worker gives them.
  const context = { now: () => performance.now(), budgetMs: DEFAULT_BUDGET_MS };
  for (const { name, bot } of bots) {
    let i = 0;
    const random = createRandom(`bot-bench-${name}`);
    let input = { seat: transglobal.seatView(cyclic(steps, 0).state, 0), table: transglobal.tableView(cyclic(steps, 0).state), legal: transglobal.legalActions(cyclic(steps, 0).state, 0) };
    const prepare = () => {
      const { state } = cyclic(steps, i++);
      const seat = transglobal.toAct(state)[0] ?? -1;
      input = { seat: transglobal.seatView(state, seat), table: transglobal.tableView(state), legal: transglobal.legalActions(state, seat) };
    };
    const samples = await sampleCalls(`bot ${name}`, () => bot(input.seat, input.table, input.legal, random, context), budget, prepare);
    const s = summarize(samples);
    rows.push(measured('rules', `bot decision: ${name} (usa)`, 'ms', s, undefined, `p95 ${s.p95.toFixed(3)} ms over ${steps.length} decision points of mixed-bot games; views and legal list prepared untimed; budget ${DEFAULT_BUDGET_MS} ms`));
    if (name === 'hard') {
      // The target is on the 95th percentile: judge that figure (one value, no spread).
      rows.push(measured('rules', 'bot decision: hard, 95th percentile (usa)', 'ms', summarize([s.p95]), { kind: 'max', value: 300 }, `p95 of the ${samples.length} hard decisions above`));
    }
  }
  return rows;
}

/** Runs Transglobal's rules and bot benchmarks; a benchmark that throws becomes an `error` row and the others still run. */
export async function benchRows(options: RulesOptions): Promise<BenchRow[]> {
  const { quick, log } = options;
  const mapIds: readonly string[] = quick ? ['usa'] : TRANSGLOBAL_MAP_IDS;
  const budget: SampleBudget = quick ? { timeMs: 250, iterations: 200 } : { timeMs: 1500, iterations: 1000 };
  const rows: BenchRow[] = [];
  const attempt = async (name: string, unit: string, job: () => Promise<BenchRow[]>) => {
    try {
      rows.push(...(await job()));
    } catch (error) {
      rows.push(unmeasured('error', 'rules', name, unit, errorMessage(error)));
    }
  };
  // Warm the JIT on the fixture map before measuring anything.
  gameSteps('fixture-grid', 'warm-up');
  let usaSteps: Step[] = [];
  for (const mapId of mapIds) {
    const map = getTransglobalMap(mapId);
    if (map === undefined) continue;
    log(`rules: ${mapId}`);
    const steps = quick ? gameSteps(mapId, 'a') : [...gameSteps(mapId, 'a'), ...gameSteps(mapId, 'b')];
    if (mapId === 'usa') usaSteps = steps;
    await attempt(`rules micro-benchmarks (${mapId})`, 'µs', () => microRows(mapId, map, steps, budget));
    await attempt(`replay of a 1,000-entry log (${mapId})`, 'ms', async () => [await replayRow(mapId, quick)]);
    await attempt(`cheapest completion, every hand (${mapId})`, 'hands/s', async () => [everyHandRow(mapId, map, quick ? 3000 : Infinity)]);
  }
  await attempt('per-action breakdown (usa)', 'µs', async () => {
    log('rules: per-action breakdown (usa)');
    const parts = breakdown('usa', quick ? 1 : 3);
    const means = PARTS.map((p) => summarize(parts.get(p) ?? []).mean);
    const total = means.reduce((a, b) => a + b, 0);
    return PARTS.map((part, i) => {
      const s = summarize(parts.get(part) ?? []);
      const share = total > 0 ? ((means[i] ?? 0) / total) * 100 : 0;
      return measured('rules', `  per action: ${part} (usa)`, 'µs', s, undefined, `mean ${s.mean.toFixed(1)} µs = ${share.toFixed(1)} % of ${total.toFixed(0)} µs per action`);
    });
  });
  await attempt('bot decision (usa)', 'ms', async () => {
    log('rules: bots (usa)');
    if (usaSteps.length === 0) throw new Error('the usa map is not loaded');
    return botRows(usaSteps, quick ? { timeMs: 250, iterations: 100 } : { timeMs: 2000, iterations: 1000 });
  });
  return rows;
}
