/**
 * The admin PIN pad (KIOSK.md "Kiosk behaviour" 3: in-app, never the OS keyboard): a title, one
 * dot per digit typed, the platform's answer (wrong tries left, the lockout countdown), keys
 * 0–9, Delete and OK (≥ 18 mm), and Cancel. No `<input>` anywhere. Rotated to face the edge
 * the gesture was made from. Dumb: it takes the pad state (./pin-pad.ts) and callbacks.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SeatRotation } from '../../table/seat-layout';
import { TouchButton } from '../../seat-kit/TouchButton';
import type { PadKey } from './admin-flow';
import { lockSecondsLeft, PIN_LENGTH, type PadState } from './pin-pad';

/** Props: the pad, its rotation, the key callback and Cancel. */
export type PinPadProps = { readonly pad: PadState; readonly rotation: SeatRotation; readonly onKey: (key: PadKey) => void; readonly onCancel: () => void };

const ROWS = [['1', '2', '3'], ['4', '5', '6'], ['7', '8', '9']] as const;

/** The time now on the pad's clock (`performance.now`, ms), refreshed every `everyMs`. */
function useNow(everyMs: number): number {
  const [now, setNow] = useState(() => performance.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(performance.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

/** The line under the dots: the platform's answer, or what to do. */
function PadNoticeLine({ pad, lockedS }: { readonly pad: PadState; readonly lockedS: number | null }): ReactNode {
  const { t } = useTranslation();
  const notice = pad.notice;
  if (lockedS !== null) return t('admin.pad.notice.locked', { seconds: lockedS });
  if (notice === null) return pad.busy ? t('admin.pad.checking') : '\u00a0';
  switch (notice.kind) {
    case 'wrong':
      return notice.triesLeft === null ? t('admin.pad.notice.wrong') : t('admin.pad.notice.wrongTries', { tries: notice.triesLeft });
    case 'locked':
      return t('admin.pad.notice.lockedOver');
    case 'too-short':
      return t('admin.pad.notice.tooShort', { min: PIN_LENGTH.min });
    case 'mismatch':
      return t('admin.pad.notice.mismatch');
    case 'no-pin-set':
      return t('admin.pad.notice.noPinSet');
    case 'admin-required':
      return t('admin.pad.notice.adminRequired');
    case 'failed':
      return t('admin.pad.notice.failed', { message: notice.message });
  }
}

/** The pad (see the module comment). */
export function PinPad({ pad, rotation, onKey, onCancel }: PinPadProps): ReactNode {
  const { t } = useTranslation();
  const now = useNow(250);
  const lockedS = lockSecondsLeft(pad, now);
  const keysOff = pad.busy || lockedS !== null;
  const title =
    pad.purpose === 'unlock' ? t('admin.pad.titleUnlock') : pad.step === 'enter' ? t('admin.pad.titleNew', { min: PIN_LENGTH.min, max: PIN_LENGTH.max }) : t('admin.pad.titleConfirm');
  const alert = pad.notice !== null || lockedS !== null;
  const key = (digit: string): ReactNode => (
    <TouchButton key={digit} seat={undefined} control={`admin-key-${digit}`} disabled={keysOff || pad.digits.length >= PIN_LENGTH.max} onPress={() => onKey({ type: 'digit', digit })} testId={`admin-key-${digit}`}>
      {digit}
    </TouchButton>
  );
  return (
    <div className="admin-backdrop" data-testid="admin-pad-backdrop">
      <div className="admin-pad" role="dialog" aria-modal="true" aria-label={title} data-testid="admin-pad" data-purpose={pad.purpose} data-step={pad.step} data-rotation={rotation} style={{ transform: `rotate(${rotation}deg)` }}>
        <h2 className="admin-pad-title">{title}</h2>
        <div className="admin-dots" dir="ltr" data-testid="admin-pad-dots" data-count={pad.digits.length} aria-label={t('admin.pad.typed', { digits: pad.digits.length })}>
          {Array.from({ length: Math.max(PIN_LENGTH.min, pad.digits.length) }, (_, i) => (
            <span key={i} className={i < pad.digits.length ? 'admin-dot filled' : 'admin-dot'} />
          ))}
        </div>
        <p className={alert ? 'admin-pad-notice alert' : 'admin-pad-notice'} role="status" data-testid="admin-pad-notice" data-locked={lockedS !== null}>
          <PadNoticeLine pad={pad} lockedS={lockedS} />
        </p>
        <div className="admin-keys" dir="ltr">
          {ROWS.map((row) => row.map(key))}
          <TouchButton seat={undefined} control="admin-key-delete" variant="secondary" label={t('admin.pad.delete')} disabled={keysOff || pad.digits.length === 0} onPress={() => onKey({ type: 'delete' })} testId="admin-key-delete">
            <svg width="55%" height="55%" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path fill="currentColor" d="M22 5H8.4a1 1 0 0 0-.8.4L2 12l5.6 6.6a1 1 0 0 0 .8.4H22a1 1 0 0 0 1-1V6a1 1 0 0 0-1-1Zm-3.3 10.3-1.4 1.4-3.3-3.3-3.3 3.3-1.4-1.4 3.3-3.3-3.3-3.3 1.4-1.4 3.3 3.3 3.3-3.3 1.4 1.4-3.3 3.3Z" />
            </svg>
          </TouchButton>
          {key('0')}
          <TouchButton seat={undefined} control="admin-key-ok" disabled={keysOff} onPress={() => onKey({ type: 'ok' })} testId="admin-key-ok">
            {t('admin.pad.ok')}
          </TouchButton>
        </div>
        <TouchButton seat={undefined} control="admin-pad-cancel" variant="secondary" onPress={onCancel} testId="admin-pad-cancel">
          {t('admin.pad.cancel')}
        </TouchButton>
      </div>
    </div>
  );
}
