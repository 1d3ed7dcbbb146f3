/**
 * Trick of the Rails' renderer helpers (renderer/games/trick/faces.ts, sounds): what each card
 * code shows (company, number, station value; Stations, Cities; lane slots), when a forced card
 * plays itself (option autoPlay), which action a seat's placement choice makes, and which sounds
 * an update calls for.
 */
import { describe, expect, it } from 'vitest';
import { autoPlayCard, laneSlot, legalRailways, locomotiveKey, placementAction, placementAsks, railwayFace, railwayItem } from '../../renderer/games/trick/faces';
import { trickSounds } from '../../renderer/games/trick';
import { readTableView } from '../../renderer/games/trick/view';
import { trick } from '../../shared-rules/games/trick';
import { createRandom } from '../../shared-rules/core/random';
import { CATALOGS } from '../../renderer/i18n/setup';

describe('card faces', () => {
  it('a Railway card shows its company, number and station value (rules "Components" table)', () => {
    expect(railwayFace(0)).toEqual({ company: 0, companyId: 'bo', number: 1, value: 10 });
    expect(railwayFace(9)).toEqual({ company: 0, companyId: 'bo', number: 10, value: 40 });
    expect(railwayFace(10)).toEqual({ company: 1, companyId: 'co', number: 1, value: 40 });
    expect(railwayFace(28)).toEqual({ company: 2, companyId: 'erie', number: 9, value: 40 });
    expect(railwayFace(35)).toEqual({ company: 3, companyId: 'nyc', number: 6, value: 40 });
    expect(railwayFace(44)).toEqual({ company: 4, companyId: 'prr', number: 5, value: 40 });
  });

  it('a railway shows its Station (10) and Cities with their values', () => {
    expect(railwayItem(52)).toEqual({ kind: 'station', company: 2, value: 10 });
    expect(railwayItem(55)).toEqual({ kind: 'city', city: 'pittsburgh', value: 20 });
    expect(railwayItem(57)).toEqual({ kind: 'city', city: 'new-york', value: 40 });
    expect(railwayItem(13)).toMatchObject({ kind: 'card', company: 1, number: 4, value: 20 });
  });

  it('the lane shows shares (Exchange or a card that took a Reservation), Cities, locomotives ([6] with [∞]) and Reservations', () => {
    expect(laneSlot(103)).toEqual({ kind: 'share', company: 3, card: null });
    expect(laneSlot(47)).toMatchObject({ kind: 'share', company: 4, card: { number: 8 } });
    expect(laneSlot(56)).toEqual({ kind: 'city', city: 'baltimore', value: 30 });
    expect(laneSlot(201)).toEqual({ kind: 'locomotive', locomotive: 1, id: '4', cost: 50, withInfinity: false });
    expect(laneSlot(203)).toMatchObject({ kind: 'locomotive', id: '6', cost: 70, withInfinity: true });
    expect(laneSlot(203, true)).toMatchObject({ withInfinity: false });
    expect(laneSlot(300)).toEqual({ kind: 'reservation' });
    // Labels as printed, through the catalogs (the same in every language).
    const en = (key: string) => key.split('.').reduce<unknown>((at, part) => (typeof at === 'object' && at !== null ? Reflect.get(at, part) : undefined), CATALOGS.en);
    expect([0, 3, 4].map((l) => en(locomotiveKey(l)))).toEqual(['[3]', '[6]', '[∞]']);
  });
});

describe('a forced card plays itself (option autoPlay)', () => {
  it('never, whatever the hand', () => {
    expect(autoPlayCard('never', [3], [3])).toBeUndefined();
  });
  it('always, when exactly one card may be played', () => {
    expect(autoPlayCard('always', [3, 14, 15], [3])).toBe(3);
    expect(autoPlayCard('always', [3, 4], [3, 4])).toBeUndefined();
    expect(autoPlayCard('always', [3], [])).toBeUndefined();
  });
  it('last-trick, only for the hand\'s last card', () => {
    expect(autoPlayCard('last-trick', [3, 14], [3])).toBeUndefined();
    expect(autoPlayCard('last-trick', [14], [14])).toBe(14);
  });
});

describe('placement choices become actions', () => {
  it('a City needs a railway and an end, a locomotive a railway, a played card an end', () => {
    expect(placementAsks('place-city')).toEqual({ railway: true, end: true });
    expect(placementAsks('place-locomotive')).toEqual({ railway: true, end: false });
    expect(placementAsks('place-card')).toEqual({ railway: false, end: true });
    expect(placementAction('place-city', 1, { railway: 2, end: null })).toBeUndefined();
    expect(placementAction('place-city', 1, { railway: 2, end: 'front' })).toEqual({ type: 'place-city', seat: 1, railway: 2, end: 'front' });
    expect(placementAction('place-locomotive', 3, { railway: 4, end: null })).toEqual({ type: 'place-locomotive', seat: 3, railway: 4 });
    expect(placementAction('place-card', 0, { railway: null, end: 'back' })).toEqual({ type: 'place-card', seat: 0, end: 'back' });
    expect(placementAction('play', 0, { railway: 1, end: 'back' })).toBeUndefined();
  });
  it('only railways without a locomotive may be chosen for one', () => {
    expect([...legalRailways([{ type: 'place-locomotive', seat: 0, railway: 1 }, { type: 'place-locomotive', seat: 0, railway: 3 }])]).toEqual([1, 3]);
  });
});

describe('views and sounds', () => {
  it('reads the rules\' table view, and a trick won sounds the ding', () => {
    const state = trick.setup({ seats: [0, 1, 3, 4], options: trick.meta.defaultOptions, random: createRandom('faces') });
    const view = readTableView(trick.tableView(state));
    expect(view?.handSizes).toEqual([11, 11, 11, 11]);
    expect(view?.railways.length).toBe(5);
    expect(readTableView({ ...trick.tableView(state), phase: 'dance' })).toBeUndefined();
    expect(trickSounds([{ type: 'card-played', seat: 0, params: {} }, { type: 'trick-won', seat: 1, params: {} }], [4], [1], new Set([1]))).toEqual(['build', 'ding', 'turn']);
    expect(trickSounds([{ type: 'game-ended', params: {} }], [4], [], new Set([1]))).toEqual(['round-end']);
  });
});
