/**
 * The engine worker's session with Transglobal Rail on a real shipped map: the maps are there,
 * a match starts with the lobby's options, bots play their seats through `botMove` (and refuse
 * a person's seat), an illegal link is refused with the rules' reason and changes nothing, and
 * `history()` gives the table view after every log entry for the replay.
 */
import { describe, expect, it } from 'vitest';
import { botFor } from '../../renderer/engine/bots';
import { createEngineSession } from '../../renderer/engine/session';
import { TRANSGLOBAL_MAP_IDS, bundledMap } from '../../renderer/games/transglobal/maps';
import { readTableView } from '../../renderer/games/transglobal/view-schema';
import type { MatchSeat } from '../../shared-rules/core/types';
import { getGame } from '../../shared-rules/games/registry';

const seats: MatchSeat[] = [
  { seat: 0, color: '#0072B2', symbol: 'circle', controller: 'bot', botLevel: 'hard' },
  { seat: 2, color: '#D55E00', symbol: 'triangle', controller: 'bot', botLevel: 'easy' },
  { seat: 4, color: '#009E73', symbol: 'square', controller: 'human' },
];
const request = { gameId: 'transglobal', seats, options: { mapId: 'usa', startingBank: 5, taxFloor: null }, seed: 's-1', matchId: 'm-tg', createdAt: '2026-11-22T03:00:00.000Z' };

describe('engine session with Transglobal Rail', () => {
  it('has the three shipped maps with no registration step', () => {
    expect(TRANSGLOBAL_MAP_IDS.map((id) => bundledMap(id)?.id)).toEqual(['usa', 'europe', 'asia']);
  });

  it('lets bots play their seats, refuses botMove for a person, and replays the views for every entry', () => {
    const engine = createEngineSession(getGame, botFor);
    const started = engine.newMatch(request);
    if (!started.ok) throw new Error(started.error.message);
    let update = started.update;
    let moves = 0;
    while (update.outcome === null && moves < 3000) {
      const seat = update.toAct[0];
      if (seat === undefined) break;
      const result =
        seat === 4
          ? (() => {
              const refused = engine.botMove(4);
              expect(refused.ok ? 'accepted' : refused.error.code).toBe('not-a-bot');
              // The person plays the greedy bot's way through a temporary bot seat: use the legal list.
              const legal = update.legal[4] ?? [];
              const pick = legal.find((a) => a.type === 'build-cheapest') ?? legal.find((a) => a.type === 'ok') ?? legal.find((a) => a.type === 'discard') ?? legal[0];
              return engine.submit(pick, 'human');
            })()
          : engine.botMove(seat);
      if (!result.ok) throw new Error(result.error.message);
      update = result.update;
      moves++;
    }
    expect(update.outcome).not.toBeNull();
    const history = engine.history();
    if (!history.ok) throw new Error(history.error.message);
    expect(history.views).toHaveLength(update.entries + 1);
    expect(readTableView(history.views[0])?.built).toEqual([]);
    expect(history.views[history.views.length - 1]).toEqual(update.tableView);
  });

  it('refuses a link that does not touch the network with the rules’ code and changes nothing', () => {
    const engine = createEngineSession(getGame, botFor);
    const started = engine.newMatch({ ...request, seats: seats.map((s) => ({ ...s, controller: 'human' as const, botLevel: undefined })) });
    if (!started.ok) throw new Error(started.error.message);
    let update = started.update;
    // Everyone places a hub on the first legal intersection and confirms.
    for (let i = 0; i < 6; i++) {
      const seat = update.toAct[0] ?? -1;
      const legal = update.legal[seat] ?? [];
      const action = legal.find((a) => a.type === 'ok') ?? legal[0];
      const next = engine.submit(action, 'human');
      if (!next.ok) throw new Error(next.error.message);
      update = next.update;
    }
    const seat = update.toAct[0] ?? -1;
    const legalLinks = new Set((update.legal[seat] ?? []).flatMap((a) => ('link' in a && typeof a.link === 'number' ? [a.link] : [])));
    const far = Array.from({ length: 500 }, (_, i) => i).find((l) => !legalLinks.has(l)) ?? -1;
    const refused = engine.submit({ type: 'build', seat, link: far }, 'human');
    expect(refused.ok ? 'accepted' : refused.error.code).toBe('link-not-connected');
    const again = engine.submit({ type: 'build', seat, link: [...legalLinks][0] ?? -1 }, 'human');
    expect(again.ok).toBe(true);
    if (again.ok) expect(again.update.entries).toBe(update.entries + 1);
  });
});
