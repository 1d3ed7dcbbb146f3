/**
 * Game defaults in main's settings come from the games' option specs (issue #12: "settings and
 * the admin panel hold default options per game, drawn from the same option list; old settings
 * files migrate"): a settings file written before per-game specs keeps its values; a file
 * without game defaults, or missing a game, gets that game's rules' defaults; a setting its spec
 * refuses is refused in a patch (nothing changes); a game of another version is let be. An enum
 * option marked as a setting (Railways of the World's bidding style, issue #19 "lobby, settings,
 * admin defaults") is stored, checked against its values and survives a reopen; a map is not a setting.
 */
import { readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GAME_SETTING_SPECS } from '../../preload/settings-schema';
import { openSettings } from '../../main/settings/store';

vi.mock('electron', () => ({ default: {} }));

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'railtable-settings-games-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** A settings file as the 1.0.0 app wrote it, with `extra` over it. */
async function writeConfig(extra: Record<string, unknown>): Promise<void> {
  const file = {
    __internal__: { migrations: { version: '1.0.0' } },
    mode: 'table',
    displayId: null,
    language: 'ar',
    volume: { music: 20, effects: 30 },
    pxPerMm: 3,
    idle: { timeoutS: 120, countdownS: 20 },
    botDelayMs: 300,
    adminPinHash: null,
    ...extra,
  };
  await writeFile(join(dir, 'config.json'), JSON.stringify(file));
}

describe('game defaults in settings', () => {
  it('every table game with settings is drawn from its option specs', () => {
    expect(Object.fromEntries(Object.entries(GAME_SETTING_SPECS).map(([id, specs]) => [id, specs.map((s) => s.key)]))).toEqual({ transglobal: ['startingBank', 'taxFloor'], trick: ['teams'], resourceful: ['fastTrains', 'extraBuildTurn', 'extraCards', 'events', 'roundLimit'], railways: ['bidding', 'mines', 'fewerMarkers', 'rotors'] });
  });

  it('a settings file written before game specs keeps its game defaults and everything else', async () => {
    await writeConfig({ gameDefaults: { transglobal: { startingBank: 22, taxFloor: null } } });
    const settings = openSettings({ cwd: dir });
    expect(settings.recovery).toBeUndefined();
    expect(settings.getPublic()).toMatchObject({ mode: 'table', language: 'ar', gameDefaults: { transglobal: { startingBank: 22, taxFloor: null } } });
  });

  it('a file with no game defaults, or a game missing, gets the rules’ defaults without a recovery', async () => {
    await writeConfig({});
    const settings = openSettings({ cwd: dir });
    expect(settings.recovery).toBeUndefined();
    expect(settings.getPublic().gameDefaults).toEqual({ transglobal: { startingBank: 15, taxFloor: 5 }, trick: { teams: false }, resourceful: { fastTrains: false, extraBuildTurn: false, extraCards: false, events: true, roundLimit: 100 }, railways: { bidding: 'traditional', mines: false, fewerMarkers: false, rotors: false } });
    expect(settings.getPublic().language).toBe('ar');
  });

  it('a game of another version in the file is let be; a patch naming it, or a value its spec refuses, changes nothing', async () => {
    await writeConfig({ gameDefaults: { transglobal: { startingBank: 30, taxFloor: 4 }, 'made-in-2030': { speed: 3 } } });
    const settings = openSettings({ cwd: dir });
    expect(settings.recovery).toBeUndefined();
    expect(settings.getPublic().gameDefaults.transglobal).toEqual({ startingBank: 30, taxFloor: 4 });
    for (const patch of [{ gameDefaults: { 'made-in-2030': { speed: 4 } } }, { gameDefaults: { transglobal: { startingBank: 41 } } }, { gameDefaults: { transglobal: { colour: 2 } } }]) {
      expect(settings.set(patch).ok).toBe(false);
    }
    expect(settings.getPublic().gameDefaults.transglobal).toEqual({ startingBank: 30, taxFloor: 4 });
  });

  it('an enum setting (the bidding style) takes one of its values, refuses others, and is kept on disk; the map stays a lobby choice', async () => {
    await writeConfig({});
    const settings = openSettings({ cwd: dir });
    expect(GAME_SETTING_SPECS['railways']?.some((s) => s.key === 'mapId')).toBe(false);
    expect(settings.set({ gameDefaults: { railways: { bidding: 'auction-by-mail' } } }).ok).toBe(false);
    expect(settings.set({ gameDefaults: { railways: { bidding: 1 } } }).ok).toBe(false);
    expect(settings.getPublic().gameDefaults.railways?.bidding).toBe('traditional');
    expect(settings.set({ gameDefaults: { railways: { bidding: 'first-to-pass' } } }).ok).toBe(true);
    expect(openSettings({ cwd: dir }).getPublic().gameDefaults.railways).toMatchObject({ bidding: 'first-to-pass', mines: false });
  });

  it('a stored bidding style the spec refuses is reported as a recovery, the file kept aside, never deleted', async () => {
    await writeConfig({ gameDefaults: { railways: { bidding: 'sealed-bids', mines: true, fewerMarkers: false, rotors: true } } });
    const settings = openSettings({ cwd: dir });
    expect(settings.recovery?.reason).toMatch(/bidding/);
    expect(readFileSync(settings.recovery?.file ?? '', 'utf8')).toContain('sealed-bids');
    expect(settings.getPublic().gameDefaults.railways?.bidding).toBe('traditional');
  });

});
