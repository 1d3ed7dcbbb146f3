/** The kiosk admin PIN is stored as a salted scrypt hash and guarded by a 5-try, 60 s lockout. */
import { describe, expect, it } from 'vitest';
import { createPinGate, hashPin, verifyPin } from '../../main/kiosk/pin';

describe('admin PIN', () => {
  it('the stored hash is salted scrypt, never the PIN, and verifies only the right PIN', async () => {
    const hash = await hashPin('4711');
    expect(hash).not.toContain('4711');
    expect(hash).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(await hashPin('4711')).not.toBe(hash);
    expect(await verifyPin('4711', hash)).toBe(true);
    expect(await verifyPin('4712', hash)).toBe(false);
    expect(await verifyPin('', hash)).toBe(false);
    expect(await verifyPin('4711', 'plain-4711')).toBe(false);
    expect(await verifyPin('4711', 'scrypt$x$8$1$c2FsdA==$a2V5')).toBe(false);
  });

  it('five wrong PINs lock the gate for 60 s (even the right PIN is refused), then it opens again', async () => {
    const hash = await hashPin('2468');
    let now = 1_000_000;
    const gate = createPinGate({ getHash: () => hash, now: () => now });
    for (let i = 1; i <= 4; i += 1) {
      expect(await gate.check('0000')).toEqual({ kind: 'wrong', triesLeft: 5 - i });
    }
    expect(await gate.check('0000')).toEqual({ kind: 'locked-out', retryInMs: 60_000 });
    now += 59_999;
    expect(await gate.check('2468')).toEqual({ kind: 'locked-out', retryInMs: 1 });
    now += 1;
    expect(await gate.check('2468')).toEqual({ kind: 'accepted' });
    expect(await gate.check('0000')).toEqual({ kind: 'wrong', triesLeft: 4 });
  });

  it('parallel guesses cannot get past the lockout', async () => {
    const hash = await hashPin('1357');
    const gate = createPinGate({ getHash: () => hash, now: () => 5_000 });
    const answers = await Promise.all(['1', '2', '3', '4', '5', '1357', '1357'].map((pin) => gate.check(pin)));
    expect(answers.map((a) => a.kind)).toEqual(['wrong', 'wrong', 'wrong', 'wrong', 'locked-out', 'locked-out', 'locked-out']);
  });

  it('without a stored hash the gate answers no-pin-set', async () => {
    const gate = createPinGate({ getHash: () => null, now: () => 0 });
    expect(await gate.check('1234')).toEqual({ kind: 'no-pin-set' });
  });
});
