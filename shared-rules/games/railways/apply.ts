/**
 * Applying a legal action (the runner checked it): the next state, the events for animation and
 * sound, and whether hidden information came out (the Rail Baron cards at the end). Cards turned
 * up from the operations deck and cubes from the bag are drawn at random when drawn (a pile), so
 * the runner's undo stops there by itself. Source: shared/rules/railways-of-the-world.md, section by section below.
 */
import { drawFrom } from '../../core/pile';
import type { ApplyResult, GameEvent, Random } from '../../core/types';
import type { RailwaysBoard } from '../../maps/railways-map';
import type { RailwaysAction } from './actions';
import { boardOf, tableOf, trackUse } from './board';
import { checkDelivery } from './deliver';
import { engineCost } from './legal';
import { ACTION_ROUNDS, MINE_COST, MINE_DRAWS, nextRotor, PERFECT_ENGINEERING_TILES, TILES_PER_BUILD, URBANIZE_COST, URBANIZE_CUBES } from './meta';
import { ownCityCount, ownConnects, ownLinkCount } from './network';
import { drawCube } from './setup';
import type { FinalScore, PlayerState, RailwaysState, Track } from './state';
import type { OperationCard, RailBaronCard, RailwaysTable } from './tables';
import { checkStep } from './track';

/** A state under construction (the fields writable). */
type Draft = { -readonly [K in keyof RailwaysState]: RailwaysState[K] };

/** What one application gathers besides the state. */
type Ctx = { readonly board: RailwaysBoard; readonly table: RailwaysTable; readonly events: GameEvent[]; readonly random: Random; revealed: boolean };

function patchPlayer(s: Draft, i: number, patch: (p: PlayerState) => Partial<PlayerState>): void {
  const players = [...s.players];
  const p = players[i];
  if (p === undefined) return;
  players[i] = { ...p, ...patch(p) };
  s.players = players;
}

/** Points to player `i` (events `score` carry why). */
function addPoints(s: Draft, ctx: Ctx, i: number, points: number, why: string): void {
  if (points === 0) return;
  patchPlayer(s, i, (p) => ({ score: p.score + points }));
  ctx.events.push({ type: 'score', seat: s.players[i]?.seat ?? -1, params: { points, why } });
}

/** Turns up an operations card from the deck (a pile: drawn at random now) into the face-up row, if the deck has one. */
function refill(s: Draft, ctx: Ctx): void {
  const { drawn, pile } = drawFrom(s.deck, 1, ctx.random);
  const next = drawn[0];
  if (next === undefined) return;
  s.deck = pile;
  s.faceUp = [...s.faceUp, next];
  ctx.events.push({ type: 'card-up', params: { card: next } });
}

/**
 * Race cards (Our deck, `./tables/types.ts`): every face-up card of a race kind that `met`
 * accepts goes to player `i` with its points, and the row is refilled.
 */
function claimRaces(s: Draft, ctx: Ctx, i: number, met: (card: OperationCard) => boolean): void {
  for (const id of s.faceUp) {
    const card = ctx.table.operations[id];
    if (card === undefined || !('points' in card) || !met(card)) continue;
    s.faceUp = s.faceUp.filter((c) => c !== id);
    patchPlayer(s, i, (p) => ({ claimed: [...p.claimed, id] }));
    ctx.events.push({ type: 'claim', seat: s.players[i]?.seat ?? -1, params: { card: id, points: card.points } });
    addPoints(s, ctx, i, card.points, `card-${card.kind}`);
    refill(s, ctx);
  }
}

/** Phase 2 begins (rules "2."): in `order` (default: clockwise from the First Player), round 1. */
function startActions(s: Draft, order?: readonly number[]): void {
  const n = s.players.length;
  s.phase = 'actions';
  s.auction = null;
  s.order = order ?? s.players.map((_, k) => (s.first + k) % n);
  s.first = s.order[0] ?? s.first;
  s.round = 1;
  s.slot = 0;
  s.active = s.order[0] ?? 0;
  s.actionsLeft = 1;
}

/**
 * Phase 1 begins (rules "1."): the previous First Player bids first. With Worst is First, only the
 * first turn has an auction; later turns are ordered by score, worst first, a tie going to the
 * player later in the last turn's order.
 */
function startAuction(s: Draft, ctx: Ctx): void {
  s.build = null;
  if (s.options.bidding === 'worst-is-first' && s.turn > 1) {
    const last = s.order;
    const order = s.players.map((_, i) => i).sort((a, b) => (s.players[a]?.score ?? 0) - (s.players[b]?.score ?? 0) || last.indexOf(b) - last.indexOf(a));
    ctx.events.push({ type: 'order-by-score', params: { order: order.map((i) => s.players[i]?.seat ?? -1) } });
    startActions(s, order);
    return;
  }
  s.phase = 'auction';
  s.auction = { bidder: s.first, high: 0, leader: -1, out: s.players.map(() => false), bids: s.players.map(() => 0), passed: [] };
  s.active = s.first;
}

/**
 * After a bid or a pass (rules "1."): the next bidder clockwise who has not passed, until everyone
 * but the high bidder has passed, who then pays and takes the First Player marker.
 * - Traditional (and Worst is First's first auction): order clockwise from the winner; if all pass
 *   with no bid, the marker moves one seat clockwise.
 * - First to pass: each passer also pays half their last bid, rounded up; the order is the winner,
 *   then the passers from the last to pass to the first; if all pass with no bid, the last to pass leads.
 */
function advanceAuction(s: Draft, ctx: Ctx): void {
  const a = s.auction;
  if (a === null) return;
  const n = s.players.length;
  const inCount = a.out.filter((o) => !o).length;
  const firstToPass = s.options.bidding === 'first-to-pass';
  const passerPays = (i: number) => (firstToPass ? Math.ceil((a.bids[i] ?? 0) / 2) : 0);
  if (a.leader >= 0 && inCount === 1) {
    const w = a.leader;
    s.players = s.players.map((p, i) => (i === w ? { ...p, cash: p.cash - a.high } : { ...p, cash: p.cash - passerPays(i) }));
    s.first = w;
    ctx.events.push({ type: 'auction-won', seat: s.players[w]?.seat ?? -1, params: { bid: a.high, paid: s.players.map((_, i) => (i === w ? a.high : passerPays(i))) } });
    startActions(s, firstToPass ? [w, ...[...a.passed].reverse()] : undefined);
    return;
  }
  if (inCount === 0) {
    if (firstToPass) {
      s.players = s.players.map((p, i) => ({ ...p, cash: p.cash - passerPays(i) }));
      const order = [...a.passed].reverse();
      s.first = order[0] ?? s.first;
      ctx.events.push({ type: 'auction-all-passed', seat: s.players[s.first]?.seat ?? -1 });
      startActions(s, order);
      return;
    }
    s.first = (s.first + 1) % n;
    ctx.events.push({ type: 'auction-all-passed', seat: s.players[s.first]?.seat ?? -1 });
    startActions(s);
    return;
  }
  let next = a.bidder;
  for (let k = 1; k <= n; k++) {
    const i = (a.bidder + k) % n;
    if (!a.out[i]) {
      next = i;
      break;
    }
  }
  s.auction = { ...a, bidder: next };
  s.active = next;
}

/** Whether player `i` meets Rail Baron card `card` now (rules "End"). */
export function baronMet(board: RailwaysBoard, state: RailwaysState, i: number, card: RailBaronCard | undefined): boolean {
  if (card === undefined) return false;
  switch (card.kind) {
    case 'connect':
      return ownConnects(board, state, i, board.cityIndex.get(card.a) ?? -1, board.cityIndex.get(card.b) ?? -1);
    case 'engine':
      return (state.players[i]?.engine ?? 0) >= card.level;
    case 'links':
      return ownLinkCount(state, i) >= card.count;
    case 'cities':
      return ownCityCount(board, state, i) >= card.count;
  }
}

/** The game ends (rules "End"): each player loses a point per bond, Rail Baron cards are scored. */
function finish(s: Draft, ctx: Ctx): void {
  const final: FinalScore[] = s.players.map((p, i) => {
    const card = ctx.table.barons[p.baron];
    const met = baronMet(ctx.board, s as RailwaysState, i, card);
    return { bondPenalty: p.bonds * ctx.table.bondPenalty, baronPoints: met ? (card?.points ?? 0) : 0, baronMet: met };
  });
  s.players = s.players.map((p, i) => ({ ...p, score: p.score - (final[i]?.bondPenalty ?? 0) + (final[i]?.baronPoints ?? 0) }));
  s.final = final;
  s.phase = 'over';
  s.end = 'game-end';
  s.build = null;
  ctx.revealed = true;
  ctx.events.push({ type: 'game-over', params: { scores: s.players.map((p) => p.score) } });
}

/**
 * The end of phase 2 and phase 3 (rules "2." and "3."): open track is removed; each player
 * collects the income for their score, then pays $1k per bond, issuing bonds ($5k) to cover it;
 * then the game ends after its last turn, or the next turn's auction begins.
 */
function endOfTurn(s: Draft, ctx: Ctx): void {
  const open = s.tracks.filter((t) => t.to < 0);
  if (open.length > 0) {
    s.tracks = s.tracks.filter((t) => t.to >= 0);
    const use = trackUse(ctx.board, s.tracks);
    s.sides = use.sides;
    s.tileCount = use.tileCount;
    ctx.events.push({ type: 'open-track-removed', params: { tracks: open.map((t) => t.id) } });
  }
  const { income, bondInterest, bondValue } = ctx.table;
  s.players = s.players.map((p) => {
    const earned = income[Math.max(0, Math.min(p.score, income.length - 1))] ?? 0;
    const interest = p.bonds * bondInterest;
    let cash = p.cash + earned - interest;
    let forced = 0;
    while (cash < 0) {
      cash += bondValue;
      forced += 1;
    }
    ctx.events.push({ type: 'income', seat: p.seat, params: { income: earned, interest, forced } });
    return { ...p, cash, bonds: p.bonds + forced };
  });
  if (s.endTurn === null && s.turn >= ctx.table.maxTurns - 1) {
    s.endTurn = ctx.table.maxTurns;
    ctx.events.push({ type: 'end-triggered', params: { lastTurn: s.endTurn, why: 'turn-limit' } });
  }
  if (s.endTurn !== null && s.turn >= s.endTurn) {
    finish(s, ctx);
    return;
  }
  s.turn += 1;
  startAuction(s, ctx);
}

/** The active player's action is complete: another (Executive), the next player, or the turn's end. */
function finishAction(s: Draft, ctx: Ctx): void {
  s.actionsLeft -= 1;
  s.build = null;
  if (s.actionsLeft > 0) return;
  s.slot += 1;
  if (s.slot >= s.order.length) {
    s.slot = 0;
    s.round += 1;
    if (s.round > ACTION_ROUNDS) {
      endOfTurn(s, ctx);
      return;
    }
  }
  s.active = s.order[s.slot] ?? 0;
  s.actionsLeft = 1;
}

/** Cubes drawn from the bag onto city `c` (fewer when the bag runs out); lifts its Empty City marker. */
function addCubes(s: Draft, ctx: Ctx, c: number, count: number, random: Random): number[] {
  const bag = [...s.bag];
  const drawn: number[] = [];
  for (let k = 0; k < count; k++) {
    const cube = drawCube(bag, random);
    if (cube >= 0) drawn.push(cube);
  }
  s.bag = bag;
  s.cubes = s.cubes.map((on, i) => (i === c ? [...on, ...drawn] : on));
  if (drawn.length > 0 && s.empty[c] === true) {
    s.empty = s.empty.map((e, i) => (i === c ? false : e));
    s.markersLeft += 1;
    ctx.events.push({ type: 'marker-lifted', params: { city: ctx.board.cities[c] ?? -1 } });
  }
  return drawn;
}

/** Applies `action` (already checked legal) to `state`. */
export function applyAction(state: RailwaysState, action: RailwaysAction, random: Random): ApplyResult<RailwaysState> {
  const s: Draft = { ...state };
  const ctx: Ctx = { board: boardOf(state), table: tableOf(state), events: [], random, revealed: false };
  const { board, table, events } = ctx;
  const p = state.active;
  const seat = action.seat;
  switch (action.type) {
    case 'keep': {
      patchPlayer(s, p, () => ({ baron: action.card }));
      events.push({ type: 'baron-kept', seat });
      if (p + 1 < s.players.length) s.active = p + 1;
      else startAuction(s, ctx);
      break;
    }
    case 'bid': {
      const a = s.auction;
      if (a === null) break;
      s.auction = { ...a, high: action.amount, leader: p, bids: a.bids.map((b, i) => (i === p ? action.amount : b)) };
      events.push({ type: 'bid', seat, params: { amount: action.amount } });
      advanceAuction(s, ctx);
      break;
    }
    case 'pass': {
      const a = s.auction;
      if (s.phase === 'auction' && a !== null) {
        s.auction = { ...a, out: a.out.map((o, i) => o || i === p), passed: [...a.passed, p] };
        events.push({ type: 'auction-pass', seat });
        advanceAuction(s, ctx);
      } else {
        events.push({ type: 'pass', seat });
        finishAction(s, ctx);
      }
      break;
    }
    case 'bond': {
      patchPlayer(s, p, (pl) => ({ cash: pl.cash + table.bondValue, bonds: pl.bonds + 1 }));
      events.push({ type: 'bond', seat, params: { value: table.bondValue } });
      break;
    }
    case 'build': {
      const kind = action.card === undefined ? undefined : table.operations[action.card]?.kind;
      if (action.card !== undefined) {
        const used = action.card;
        patchPlayer(s, p, (pl) => {
          const at = pl.kept.indexOf(used);
          return { kept: pl.kept.filter((_, i) => i !== at) };
        });
      }
      s.build = { tiles: 0, cap: kind === 'perfect-engineering' ? PERFECT_ENGINEERING_TILES : TILES_PER_BUILD, spent: 0, grant: kind === 'land-grant', steps: 0 };
      events.push({ type: 'build-start', seat, params: { card: action.card ?? -1 } });
      break;
    }
    case 'track': {
      const info = checkStep(board, state, p, action.from, action.to);
      const build = s.build;
      if ('kind' in info || build === null) break;
      const tracks = [...s.tracks];
      let track: Track;
      if (info.track < 0) {
        track = { id: s.nextTrackId, owner: p, from: action.from, hexes: [action.to], to: -1 };
        s.nextTrackId += 1;
        tracks.push(track);
      } else {
        const t = tracks[info.track] as Track;
        track = info.joins ? { ...t, to: action.to } : { ...t, hexes: [...t.hexes, action.to] };
        tracks[info.track] = track;
      }
      s.tracks = tracks;
      const d = board.neighbor.subarray(action.from * 6, action.from * 6 + 6).indexOf(action.to);
      const sides = [...s.sides];
      sides[action.from] = (sides[action.from] ?? 0) | (1 << d);
      sides[action.to] = (sides[action.to] ?? 0) | (1 << ((d + 3) % 6));
      s.sides = sides;
      if (!info.joins) s.tileCount = s.tileCount.map((c, h) => (h === action.to ? c + 1 : c));
      patchPlayer(s, p, (pl) => ({ cash: pl.cash - info.cost }));
      s.build = { ...build, tiles: build.tiles + (info.joins ? 0 : 1), spent: build.spent + info.cost, steps: build.steps + 1 };
      events.push({ type: 'track', seat, params: { from: action.from, to: action.to, cost: info.cost, track: track.id } });
      if (info.joins) {
        events.push({ type: 'link', seat, params: { track: track.id, from: track.from, to: track.to, tiles: track.hexes.length } });
        claimRaces(s, ctx, p, (card) => card.kind === 'major-line' && ownConnects(board, s as RailwaysState, p, board.cityIndex.get(card.a) ?? -1, board.cityIndex.get(card.b) ?? -1));
      }
      break;
    }
    case 'done': {
      events.push({ type: 'build-done', seat, params: { spent: s.build?.spent ?? 0, steps: s.build?.steps ?? 0 } });
      finishAction(s, ctx);
      break;
    }
    case 'urbanize': {
      const c = board.cityOf[action.city] ?? -1;
      patchPlayer(s, p, (pl) => ({ cash: pl.cash - URBANIZE_COST }));
      s.newCityTiles = s.newCityTiles.map((n, k) => (k === action.color ? n - 1 : n));
      s.cityColor = s.cityColor.map((k, i) => (i === c ? action.color : k));
      const drawn = addCubes(s, ctx, c, URBANIZE_CUBES, random);
      events.push({ type: 'urbanize', seat, params: { city: action.city, color: action.color, cubes: drawn } });
      finishAction(s, ctx);
      break;
    }
    case 'mine': {
      // Rules "Mines": draw until a colour repeats (at most 5); the repeated cube goes back into the bag.
      const c = board.cityOf[action.city] ?? -1;
      patchPlayer(s, p, (pl) => ({ cash: pl.cash - MINE_COST, mines: pl.mines + 1 }));
      s.mined = s.mined.map((m, i) => m || i === c);
      const bag = [...s.bag];
      const drawn: number[] = [];
      let repeat = -1;
      for (let k = 0; k < MINE_DRAWS; k++) {
        const cube = drawCube(bag, random);
        if (cube < 0) break;
        if (drawn.includes(cube)) {
          bag[cube] = (bag[cube] ?? 0) + 1;
          repeat = cube;
          break;
        }
        drawn.push(cube);
      }
      s.bag = bag;
      s.cubes = s.cubes.map((on, i) => (i === c ? [...on, ...drawn] : on));
      events.push({ type: 'mine', seat, params: { city: action.city, cubes: drawn, repeat } });
      finishAction(s, ctx);
      break;
    }
    case 'upgrade': {
      const cost = engineCost(state, p) ?? 0;
      patchPlayer(s, p, (pl) => ({ cash: pl.cash - cost, engine: pl.engine + 1 }));
      const level = s.players[p]?.engine ?? 0;
      events.push({ type: 'upgrade', seat, params: { level, cost } });
      claimRaces(s, ctx, p, (card) => card.kind === 'new-train' && level >= card.level);
      finishAction(s, ctx);
      break;
    }
    case 'deliver': {
      const result = checkDelivery(board, state, p, action.city, action.color, action.links);
      if ('kind' in result) break;
      const c0 = board.cityOf[action.city] ?? -1;
      const dest = board.cityOf[result.to] ?? -1;
      s.cubes = s.cubes.map((on, i) => {
        if (i !== c0) return on;
        const at = on.indexOf(action.color);
        return on.filter((_, k) => k !== at);
      });
      const perOwner = s.players.map(() => 0);
      for (const i of result.tracks) {
        const owner = state.tracks[i]?.owner ?? -1;
        if (owner >= 0) perOwner[owner] = (perOwner[owner] ?? 0) + 1;
      }
      events.push({ type: 'deliver', seat, params: { city: action.city, to: result.to, color: action.color, links: [...action.links], points: perOwner.flatMap((points, i) => (points > 0 ? [{ seat: s.players[i]?.seat ?? -1, points }] : [])) } });
      perOwner.forEach((points, i) => addPoints(s, ctx, i, points, 'links'));
      s.players.forEach((pl, i) => {
        const hotels = pl.hotels.filter((h) => h === dest).length;
        if (hotels > 0) addPoints(s, ctx, i, hotels, 'hotel');
      });
      // City Rotors: the rotor turns after every delivery to its city.
      const rotorNow = s.rotor?.[dest] ?? -1;
      if (s.rotor !== undefined && rotorNow >= 0) {
        const turned = nextRotor(s.cityColor[dest] ?? 0, rotorNow);
        s.rotor = s.rotor.map((k, i) => (i === dest ? turned : k));
        events.push({ type: 'rotor', seat, params: { city: result.to, from: rotorNow, to: turned } });
      }
      const links = action.links.length;
      claimRaces(
        s,
        ctx,
        p,
        (card) => (card.kind === 'service-bounty' && board.cityIndex.get(card.city) === dest) || (card.kind === 'speed-record' && links >= card.links) || card.kind === 'railroad-era',
      );
      if ((s.cubes[c0]?.length ?? 0) === 0 && s.empty[c0] !== true && s.markersLeft > 0) {
        s.empty = s.empty.map((e, i) => e || i === c0);
        s.markersLeft -= 1;
        events.push({ type: 'empty-city', params: { city: action.city, left: s.markersLeft } });
        if (s.markersLeft === 0 && s.endTurn === null) {
          s.endTurn = s.turn + 1;
          events.push({ type: 'end-triggered', params: { lastTurn: s.endTurn, why: 'markers' } });
        }
      }
      finishAction(s, ctx);
      break;
    }
    case 'take': {
      const card = table.operations[action.card];
      s.faceUp = s.faceUp.filter((c) => c !== action.card);
      events.push({ type: 'take', seat, params: { card: action.card, city: action.city ?? -1, color: action.color ?? -1 } });
      const c = action.city === undefined ? -1 : (board.cityOf[action.city] ?? -1);
      switch (card?.kind) {
        case 'city-growth': {
          const drawn = addCubes(s, ctx, c, card.cubes, random);
          events.push({ type: 'city-growth', params: { city: action.city ?? -1, cubes: drawn } });
          break;
        }
        case 'new-industry': {
          const color = action.color ?? 1;
          s.newCityTiles = s.newCityTiles.map((n, k) => (k === color ? n - 1 : n));
          s.cityColor = s.cityColor.map((k, i) => (i === c ? color : k));
          const drawn = addCubes(s, ctx, c, URBANIZE_CUBES, random);
          events.push({ type: 'urbanize', seat, params: { city: action.city ?? -1, color, cubes: drawn } });
          break;
        }
        case 'hotel':
          patchPlayer(s, p, (pl) => ({ hotels: [...pl.hotels, c] }));
          break;
        case 'executive':
          s.actionsLeft += card.actions;
          break;
        case 'land-grant':
        case 'perfect-engineering':
          patchPlayer(s, p, (pl) => ({ kept: [...pl.kept, action.card] }));
          break;
        default:
          break;
      }
      refill(s, ctx);
      finishAction(s, ctx);
      break;
    }
  }
  return { state: s, events, revealed: ctx.revealed };
}
