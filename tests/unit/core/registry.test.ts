import { describe, expect, it } from 'vitest';
import { counter } from '../../../shared-rules/games/counter';
import { games, getGame } from '../../../shared-rules/games/registry';

describe('game registry', () => {
  it('finds counter by its game id', () => {
    expect(getGame('counter')).toBe(counter);
    expect(games.counter?.meta.id).toBe('counter');
  });

  it('every registered game is filed under its own meta.id', () => {
    for (const [id, game] of Object.entries(games)) expect(game.meta.id).toBe(id);
  });

  it('an unknown id, or an Object prototype name, finds nothing', () => {
    expect(getGame('chess')).toBeUndefined();
    expect(getGame('toString')).toBeUndefined();
    expect(getGame('__proto__')).toBeUndefined();
  });
});
