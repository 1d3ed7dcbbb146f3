/**
 * Resourceful Rails at the table, the pure parts (renderer/games/resourceful), on the rules' own
 * states and the test map `fixture-mileposts`: what a touch on a milepost means, the route
 * planner run on a state rebuilt from the table view (the same answers as the rules' planner on
 * the real state), where city names go, which moments and sounds an update calls for, how a
 * refusal is worded, and that every string the game shows is in every catalog.
 */
import { describe, expect, it } from 'vitest';
import { createRandom } from '../../shared-rules/core/random';
import { resourceful, type ResourcefulState } from '../../shared-rules/games/resourceful';
import { boardFor } from '../../shared-rules/games/resourceful/board';
import { resourcefulCatalog } from '../../shared-rules/games/resourceful/catalog';
import { networkOf } from '../../shared-rules/games/resourceful/network';
import { cheapestBuildToCity, fastestMove } from '../../shared-rules/games/resourceful/routes';
import { fixtureMilepost, fixtureMilepostsMap } from '../../shared-rules/maps/resourceful-fixture';
import { registerResourcefulMap } from '../../shared-rules/maps/resourceful-maps';
import type { SeatChoice } from '../../renderer/games/resourceful/choice';
import { placeLabels, type LabelInput } from '../../renderer/games/resourceful/labels';
import { resourcefulMoments, resourcefulSounds } from '../../renderer/games/resourceful/moments';
import { planRoute, reachOf } from '../../renderer/games/resourceful/plan';
import { stateFromView } from '../../shared-rules/games/resourceful/view-state';
import { resourcefulRefusal } from '../../renderer/games/resourceful/refusal';
import { tapOutcome } from '../../renderer/games/resourceful/tap';
import { readTableView } from '../../renderer/games/resourceful/view';
import { CATALOGS } from '../../renderer/i18n/setup';

const map = registerResourcefulMap(fixtureMilepostsMap());
const board = boardFor(map);
const NONE: SeatChoice = { anchor: null, target: null, demand: null, mode: 'actions' };
const options = { mapId: map.id, fastTrains: false, extraBuildTurn: false, extraCards: false, events: false, roundLimit: 60 };

/** A fresh two-player match on the fixture map (seats 0 and 3), in its first build turn. */
function start(): ResourcefulState {
  return resourceful.setup({ seats: [0, 3], options, random: createRandom('rr-ui') });
}

/** The table view of `state` as the renderer reads it (JSON, parsed). */
function viewOf(state: ResourcefulState) {
  const view = readTableView(JSON.parse(JSON.stringify(resourceful.tableView(state))));
  if (view === undefined) throw new Error('the table view does not parse');
  return view;
}

/** `state` after `seat` makes each of `actions` (each must be legal). */
function play(state: ResourcefulState, actions: readonly Parameters<typeof resourceful.apply>[1][]): ResourcefulState {
  return actions.reduce((s, action) => {
    expect(resourceful.check?.(s, action)).toBeUndefined();
    return resourceful.apply(s, action, createRandom('rr-apply')).state;
  }, state);
}

const alpha = map.cities.find((c) => c.id === 'alpha');
const alphaEast = fixtureMilepost(4, 3);
const outside = fixtureMilepost(5, 3);

describe('a touch on a milepost', () => {
  it('on a major city milepost in a build turn becomes the build anchor; on a neighbour of the anchor, builds', () => {
    const view = viewOf(start());
    const reach = reachOf(view, board, 0);
    expect(tapOutcome(view, board, 0, alphaEast, reach, false, NONE)).toEqual({ kind: 'choose', patch: { anchor: alphaEast } });
    expect(tapOutcome(view, board, 0, outside, reach, false, { ...NONE, anchor: alphaEast })).toEqual({ kind: 'act', action: { type: 'build', seat: 0, from: alphaEast, to: outside } });
    // The anchor itself again: let go of it.
    expect(tapOutcome(view, board, 0, alphaEast, reach, false, { ...NONE, anchor: alphaEast })).toEqual({ kind: 'choose', patch: { anchor: null } });
  });

  it('on a city the track does not reach asks the planner; on plain land out of reach is missed with the reason', () => {
    const view = viewOf(start());
    const reach = reachOf(view, board, 0);
    expect(tapOutcome(view, board, 0, fixtureMilepost(7, 2), reach, false, NONE)).toEqual({ kind: 'choose', patch: { target: 'mike' } });
    expect(tapOutcome(view, board, 0, fixtureMilepost(8, 14), reach, false, NONE)).toEqual({ kind: 'miss', code: 'resourceful-not-reached' });
  });

  it('in the first normal turn places the train on a city, and says where it goes on plain land', () => {
    const s = start();
    const placing: ResourcefulState = { ...s, stage: 'play', round: 1, turn: { ...s.turn, stage: 'move', movement: 9 } };
    const view = viewOf(placing);
    const reach = reachOf(view, board, 0);
    expect(tapOutcome(view, board, 0, alphaEast, reach, false, NONE)).toEqual({ kind: 'act', action: { type: 'place-train', seat: 0, milepost: alphaEast } });
    expect(tapOutcome(view, board, 0, outside, reach, false, NONE)).toEqual({ kind: 'miss', code: 'resourceful-place-in-city' });
    expect(tapOutcome(view, board, 0, alphaEast, reach, true, NONE)).toEqual({ kind: 'miss', code: 'resourceful-discard-first' });
  });

  it('in the move stage, a neighbour of the train moves it one milepost', () => {
    const s = start();
    const moving: ResourcefulState = { ...s, stage: 'play', round: 1, players: s.players.map((p, i) => (i === 0 ? { ...p, at: alphaEast } : p)), turn: { ...s.turn, stage: 'move', movement: 9 } };
    const view = viewOf(moving);
    expect(tapOutcome(view, board, 0, alpha?.mileposts[0] ?? -1, reachOf(view, board, 0), false, NONE)).toEqual({ kind: 'act', action: { type: 'move', seat: 0, to: alpha?.mileposts[0] ?? -1 } });
  });
});

describe('the route planner on a state rebuilt from the table view', () => {
  it('gives the rules’ own answers: the network reached, the cheapest track to a city and the fastest drive', () => {
    let s = play(start(), [
      { type: 'build', seat: 0, from: alphaEast, to: outside },
      { type: 'build', seat: 0, from: outside, to: fixtureMilepost(6, 3) },
    ]);
    const view = viewOf(s);
    const rebuilt = stateFromView(view, board);
    expect([...networkOf(rebuilt, board, 0).reach]).toEqual([...networkOf(s, board, 0).reach]);
    expect(planRoute(view, board, 0, 'mike')?.build).toEqual(cheapestBuildToCity(s, 0, 'mike'));
    // With the train on its own track, the plan is the trip from the train, and the drive the rules' fastest.
    s = { ...s, stage: 'play', round: 1, players: s.players.map((p, i) => (i === 0 ? { ...p, at: fixtureMilepost(6, 3) } : p)), turn: { ...s.turn, stage: 'move', movement: 9 } };
    const onTrack = viewOf(s);
    const plan = planRoute(onTrack, board, 0, 'echo');
    expect(plan?.drive).toEqual(fastestMove(s, 0, map.cities.find((c) => c.id === 'echo')?.mileposts ?? []));
    expect(plan?.build?.cost).toBeGreaterThan(0);
    expect(plan?.build?.sections[0]?.from).toBe(fixtureMilepost(6, 3));
  });
});

describe('city names on the board', () => {
  const measure = (text: string, px: number): number => text.length * px * 0.6;
  const label = (id: string, size: LabelInput['size'], x: number, y: number, keep = false): LabelInput => ({ id, size, x, y, radius: size === 'major' ? 20 : 6, far: false, text: id, fontPx: 14, keep });

  it('never cover each other: a small city’s name with no free side is left out, a major’s and a kept one always show', () => {
    const placed = placeLabels([label('bigcity', 'major', 200, 100), label('town', 'small', 200, 100), label('wanted', 'small', 200, 101, true), label('far-away', 'small', 50, 180)], 400, 200, measure);
    const byId = new Map(placed.map((p) => [p.id, p]));
    expect(byId.get('bigcity')?.hidden).toBe(false);
    expect(byId.get('wanted')?.hidden).toBe(false);
    expect(byId.get('town')?.hidden).toBe(true);
    expect(byId.get('far-away')?.hidden).toBe(false);
    const shown = placed.filter((p) => !p.hidden && !p.keep);
    for (const a of shown) for (const b of shown) if (a !== b) expect(Math.abs(a.cx - b.cx) * 2 >= a.width + b.width - 0.01 || Math.abs(a.cy - b.cy) * 2 >= a.height + b.height - 0.01, `${a.id} and ${b.id}`).toBe(true);
  });

  it('a name facing the far edge goes first to its reader’s right, the screen’s left', () => {
    const [near] = placeLabels([label('near', 'small', 200, 150)], 400, 200, measure);
    const [far] = placeLabels([{ ...label('far', 'small', 200, 50), far: true }], 400, 200, measure);
    expect(near?.cx).toBeGreaterThan(200);
    expect(far?.cx).toBeLessThan(200);
  });
});

describe('moments and sounds', () => {
  it('a delivery is announced with its seat, good, city and payment, and rings', () => {
    const events = [{ type: 'delivered', seat: 3, params: { card: 4, good: 'coal', city: 'delta', payment: 32 } }];
    expect(resourcefulMoments(events)).toEqual([{ key: 'resourceful.moment.delivered', params: { seat: 4, good: 'coal', city: 'delta', payment: 32 }, seat: 3 }]);
    expect(resourcefulSounds(events, [3], [3], new Set([0]))).toEqual(['ding']);
  });

  it('an event card drawn, the final round and the end of the build turns are announced; the game’s end sounds, without a turn', () => {
    expect(resourcefulMoments([{ type: 'event', seat: 0, params: { card: 136, kind: 'strike' } }])).toEqual([{ key: 'resourceful.moment.event.strike', params: { seat: 1, card: 136 }, seat: 0 }]);
    expect(resourcefulMoments([{ type: 'final-round', seat: 3 }]).map((m) => m.key)).toEqual(['resourceful.moment.final-round']);
    expect(resourcefulMoments([{ type: 'play-begins' }]).map((m) => m.key)).toEqual(['resourceful.moment.play-begins']);
    expect(resourcefulSounds([{ type: 'built', seat: 0 }], [0], [3], new Set([3]))).toEqual(['build', 'turn']);
    expect(resourcefulSounds([{ type: 'turn-ended', seat: 0 }, { type: 'game-over' }], [0], [3], new Set([3]))).toEqual(['round-end']);
  });
});

describe('refusals in the table’s words', () => {
  const en = CATALOGS.en;
  const known = (key: string): boolean => key.split('.').reduce<unknown>((node, part) => (typeof node === 'object' && node !== null ? Reflect.get(node, part) : undefined), en) !== undefined;

  it('name the city, the owner’s seat and the turn’s stage; a code other games word otherwise takes the game’s own key', () => {
    expect(resourcefulRefusal('inside-major', { city: 'alpha' }, known, board, 'en', (k) => k)).toEqual({ key: 'errors.inside-major', params: { city: 'Alpha' } });
    expect(resourcefulRefusal('fee-unpayable', { owner: 3, fee: 4, cash: 2 }, known, board, 'en', (k) => k)).toEqual({ key: 'errors.fee-unpayable', params: { owner: 4, fee: 4, cash: 2 } });
    expect(resourcefulRefusal('not-now', { stage: 'build-turn' }, known, board, 'en', (k) => `T:${k}`)).toEqual({ key: 'resourceful.errors.not-now', params: { stage: 'T:resourceful.stage.build-turn' } });
    expect(resourcefulRefusal('supply-empty', { good: 'coal' }, known, board, 'en', (k) => k).key).toBe('resourceful.errors.supply-empty');
  });

  it('every rule-error code of the game, its own touch codes, log lines, options and trains are in every catalog', () => {
    const codes = ['no-section', 'not-reached', 'section-taken', 'inside-major', 'over-budget', 'no-cash', 'city-full', 'city-sections', 'courtesy', 'major-limit', 'ferry-full', 'flooded', 'snowed', 'upgrade-spent', 'upgraded', 'no-upgrade', 'not-a-city', 'not-placed', 'no-track', 'no-reverse', 'no-movement', 'fee-unpayable', 'ferry-wait', 'not-a-source', 'train-full', 'strike', 'no-load', 'no-card', 'wrong-city', 'must-discard', 'turn-begun', 'resourceful-no-milepost', 'resourceful-not-reached', 'resourceful-place-in-city', 'resourceful-discard-first'];
    const keys = [
      ...codes.map((c) => `errors.${c}`),
      'resourceful.errors.not-now',
      'resourceful.errors.supply-empty',
      ...['build', 'upgrade', 'place-train', 'move', 'pickup', 'drop', 'deliver', 'discard-hand', 'discard-card', 'end-turn'].map((k) => `resourceful.log.${k}`),
      ...resourcefulCatalog.options.map((o) => o.labelKey),
      ...['modest', 'fast', 'heavy', 'advanced'].map((k) => `resourceful.train.${k}`),
      ...['build-turn', 'place-train', 'discard', 'moving', 'building'].map((k) => `resourceful.stage.${k}`),
      'maps.pacific-northwest',
      'saves.games.resourceful',
    ];
    for (const lang of ['en', 'ar', 'ko'] as const) {
      const catalog = CATALOGS[lang];
      for (const key of keys) {
        const value = key.split('.').reduce<unknown>((node, part) => (typeof node === 'object' && node !== null ? Reflect.get(node, part) : undefined), catalog);
        expect(typeof value, `${lang} ${key}`).toBe('string');
      }
    }
  });
});
