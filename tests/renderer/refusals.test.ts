/**
 * Refusals through the real controller (in-process engine, browser save store over memory): a
 * refused touch's reason stays in that seat's panel while others act in the same turn, and is
 * cleared once the turn changes (#14 §4: no stale "It is not your turn").
 */
import { describe, expect, it } from 'vitest';
import { createController, type Controller } from '../../renderer/app/controller';
import { createBrowserPlatform } from '../../renderer/platform/browser';
import { createBrowserSaves } from '../../renderer/platform/browser-saves';
import { useUi, type UiState } from '../../renderer/state/store';
import { inProcessEngine, markCalibrated, MemoryStorage, memoryKv } from './memory-platform';

const initial: UiState = useUi.getState();
let minute = 0;
const now = (): Date => new Date(Date.UTC(2026, 10, 25, 4, minute++));
let tokenCount = 0;
const token = (): string => `ref${(tokenCount++).toString().padStart(8, '0')}`;

/** A counter game started through the real controller, seats 0 and 3 joined (seat 0 to act). */
async function counterTable(): Promise<Controller> {
  useUi.setState(initial, true);
  markCalibrated();
  const platform = createBrowserPlatform({ storage: new MemoryStorage(), saves: createBrowserSaves(memoryKv(), now) });
  const controller = createController({ platform, engine: inProcessEngine(), store: useUi, now, token, lobbyGame: 'counter', botDelayMs: 0 });
  await controller.init();
  controller.join(0);
  controller.join(3);
  await controller.start();
  return controller;
}

describe('refusals (#14 §4: stale refusals clear when the turn changes)', () => {
  it('a refusal stays while the turn is the same and clears once the turn passes', async () => {
    const controller = await counterTable();
    // Seat 3 touches out of turn: refused, with the reason kept in its panel.
    // The counter game's add (its `amount` is beyond the generic Action shape).
    const outOfTurn = { type: 'add', seat: 3, amount: 1 };
    const add = { type: 'add', seat: 0, amount: 1 };
    await controller.refused(outOfTurn);
    expect(useUi.getState().refusal).toMatchObject({ seat: 3, code: 'not-your-turn' });
    // Seat 0 adds (same turn): the refusal stays.
    await controller.act(add);
    expect(useUi.getState().refusal?.seat).toBe(3);
    // Seat 0 ends the turn: it is seat 3's turn now, and "not your turn" is stale.
    await controller.act({ type: 'end-turn', seat: 0 });
    expect(useUi.getState().game?.toAct).toEqual([3]);
    expect(useUi.getState().refusal).toBeNull();
  });
});

describe('a touch that hits nothing says so (#14 §4)', () => {
  it('the person to act gets the buzz and the reason in their panel; anyone else, nothing', async () => {
    const controller = await counterTable();
    controller.missed(3);
    expect(useUi.getState().refusal).toBeNull();
    controller.missed(0);
    expect(useUi.getState().refusal).toMatchObject({ seat: 0, code: 'no-target' });
    expect(useUi.getState().game?.entries).toBe(0);
  });
});
