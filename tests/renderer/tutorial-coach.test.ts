/**
 * The tutorial coach (#14 §7) reads the learner's real Transglobal views: a 2-seat match on the
 * shipped USA map through the real engine session (the learner at seat 3, an easy bot at seat 0),
 * played to the end of the first round. At every point the coach's step must be what the views
 * say: the hub to place, then to keep with OK; $2 to spend, then $1 left (a $1 link or −$1), then
 * OK; the bot's go (dashed cities explained while the learner has built one turn at most); the
 * finishing with paid / cheapest; the round summary; and "You are ready" once it is dismissed.
 */
import { describe, expect, it } from 'vitest';
import { botFor } from '../../renderer/engine/bots';
import type { EngineUpdate } from '../../renderer/engine/protocol';
import { createEngineSession } from '../../renderer/engine/session';
import { coachStep, type CoachStep, type CoachStepId } from '../../renderer/games/transglobal/coach';
import { bundledMap } from '../../renderer/games/transglobal/maps';
import { readSeatView, readTableView } from '../../renderer/games/transglobal/view-schema';
import type { Action, MatchSeat } from '../../shared-rules/core/types';
import { getGame } from '../../shared-rules/games/registry';
import { defaultTransglobalOptions } from '../../shared-rules/games/transglobal';

const LEARNER = 3;
const BOT = 0;
const seats: MatchSeat[] = [
  { seat: BOT, color: '#D55E00', symbol: 'triangle', controller: 'bot', botLevel: 'easy' },
  { seat: LEARNER, color: '#0072B2', symbol: 'circle', controller: 'human' },
];
const map = bundledMap('usa');

/** The coach's step for the learner at this engine update (summaries dismissed: `seen`). */
function stepAt(update: EngineUpdate, seen = 0): CoachStep {
  const table = readTableView(update.tableView);
  if (table === undefined) throw new Error('no table view');
  return coachStep({ seat: LEARNER, table, seatView: readSeatView(update.seatViews[LEARNER]), summariesSeen: seen });
}

/** The $ cost of a link on the USA map. */
function costOf(link: number): number {
  return map?.links[link]?.cost ?? 0;
}

/**
 * The learner's move as a careful beginner would follow the coach: a hub on the first legal
 * crossing, then OK; $1 links while money is left (−$1 when only a $2 link is left for $1), OK;
 * while finishing, the suggested route.
 */
function learnerMove(update: EngineUpdate, step: CoachStepId): Action {
  const legal = update.legal[LEARNER] ?? [];
  const find = (type: string, test: (a: Action) => boolean = () => true): Action | undefined => legal.find((a) => a.type === type && test(a));
  const cheap = find('build', (a) => 'link' in a && typeof a.link === 'number' && costOf(a.link) === 1);
  const pick =
    step === 'placeHub'
      ? find('place-hub')
      : step === 'build' || step === 'buildMore'
        ? (cheap ?? find('discard') ?? find('ok'))
        : (find('build-cheapest') ?? find('ok') ?? find('pass') ?? legal[0]);
  if (pick === undefined) throw new Error(`no move for the learner at step ${step}`);
  return pick;
}

describe('the tutorial coach over a real first round (USA, learner vs an easy bot)', () => {
  it('says, in turn, what the learner’s views call for, and that they are ready after the round', () => {
    const engine = createEngineSession(getGame, botFor);
    const started = engine.newMatch({ gameId: 'transglobal', seats, options: defaultTransglobalOptions, seed: 'coach-1', matchId: 'm-coach', createdAt: '2026-11-26T20:00:00.000Z' });
    if (!started.ok) throw new Error(started.error.message);
    let update = started.update;
    const seen: CoachStepId[] = [];
    const note = (id: CoachStepId): void => {
      if (seen[seen.length - 1] !== id) seen.push(id);
    };
    for (let moves = 0; moves < 2000; moves++) {
      const table = readTableView(update.tableView);
      if (table === undefined) throw new Error('no table view');
      const step = stepAt(update);
      note(step.id);
      if (table.results.length > 0) break;
      const seat = update.toAct[0];
      if (seat === undefined) break;
      const learnerView = readSeatView(update.seatViews[LEARNER]);
      // What each step promises is what the views hold.
      if (seat === BOT) {
        expect(['waitHub', 'waitDashed', 'wait', 'finishWait']).toContain(step.id);
        if (table.phase === 'hubs') expect(step.id).toBe('waitHub');
        if (table.phase === 'finishing') expect(step.id).toBe('finishWait');
        // Two seats: dashed cities are out of the deal, and the coach says so while the learner has built one turn at most.
        if (table.phase === 'building') expect(step.id).toBe(table.built.filter((b) => b.by === LEARNER).length <= 2 ? 'waitDashed' : 'wait');
      } else {
        const mine = table.seats.find((s) => s.seat === LEARNER);
        if (table.phase === 'hubs') expect(step.id).toBe(mine?.hub === null ? 'placeHub' : 'confirmHub');
        if (table.phase === 'building') {
          const left = table.moneyLeft ?? 0;
          expect(step).toEqual(left === 0 ? { id: 'ok', params: {} } : { id: table.turnLinks.length === 0 && left === 2 ? 'build' : 'buildMore', params: { left } });
          // OK is legal exactly when the coach says to press it.
          expect((update.legal[LEARNER] ?? []).some((a) => a.type === 'ok')).toBe(step.id === 'ok');
        }
        if (table.phase === 'finishing') {
          expect(step.id).toBe(learnerView?.finishing === null ? 'finishWait' : 'finish');
        }
      }
      const result = seat === BOT ? engine.botMove(BOT) : engine.submit(learnerMove(update, step.id), 'human');
      if (!result.ok) throw new Error(result.error.message);
      update = result.update;
    }
    // The round ended: the summary step while its summary is open, "ready" once it is dismissed.
    expect(readTableView(update.tableView)?.results).toHaveLength(1);
    expect(stepAt(update, 0).id).toBe('summary');
    expect(stepAt(update, 1).id).toBe('ready');
    // The learner met every step of a first round, in the order a round brings them.
    const firstOf = (id: CoachStepId): number => seen.indexOf(id);
    for (const id of ['placeHub', 'confirmHub', 'build', 'buildMore', 'ok', 'waitDashed', 'summary'] as const) expect(firstOf(id), id).toBeGreaterThanOrEqual(0);
    expect(firstOf('placeHub')).toBeLessThan(firstOf('confirmHub'));
    expect(firstOf('confirmHub')).toBeLessThan(firstOf('build'));
    expect(firstOf('build')).toBeLessThan(firstOf('buildMore'));
    expect(firstOf('buildMore')).toBeLessThan(firstOf('ok'));
    expect(seen.some((id) => id === 'finish' || id === 'finishWait')).toBe(true);
    expect(seen[seen.length - 1]).toBe('summary');
  });
});
