/**
 * The kiosk screens (KIOSK.md "Kiosk behaviour" 4–6), each repeated facing every edge of the
 * table: the attract-mode layer ("Touch to play" over the demo game; a touch anywhere leaves it),
 * the idle countdown (a touch anywhere cancels it; the controller listens for touches), and the
 * out-of-order screen shown after repeated crashes, and the closed screen after staff leave kiosk
 * mode (KIOSK.md "Kiosk behaviour" 3; in a browser the window stays open). Dumb: they take sizes, numbers and callbacks.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EdgeCards } from '../table/EdgeCards';

/** Props of the attract layer: the table size (CSS px), a margin (px) and what a touch does. */
export type AttractLayerProps = { readonly width: number; readonly height: number; readonly margin: number; readonly onTouch: () => void };

/** "Touch to play" at every edge over the demo game; the whole table is the button. */
export function AttractLayer({ width, height, margin, onTouch }: AttractLayerProps): ReactNode {
  const { t } = useTranslation();
  return (
    <div className="kiosk-layer attract" data-testid="attract" role="button" aria-label={t('kiosk.attract.touch')} onPointerUp={onTouch}>
      <EdgeCards width={width} height={height} margin={margin} testId="attract-card">
        {() => (
          <div className="card kiosk-card">
            <span className="kiosk-kicker">{t('kiosk.attract.title')}</span>
            <h2 className="kiosk-big">{t('kiosk.attract.touch')}</h2>
            <span>{t('kiosk.attract.demo')}</span>
          </div>
        )}
      </EdgeCards>
    </div>
  );
}

/** Props of the idle countdown: the table size (CSS px), a margin (px), the seconds left and whether a game is in progress. */
export type IdleCountdownProps = { readonly width: number; readonly height: number; readonly margin: number; readonly secondsLeft: number; readonly gameSaved: boolean };

/** The idle countdown at every edge; it covers the table so the cancelling touch acts on nothing else. */
export function IdleCountdown({ width, height, margin, secondsLeft, gameSaved }: IdleCountdownProps): ReactNode {
  const { t } = useTranslation();
  return (
    <div className="kiosk-layer idle" data-testid="idle-countdown" data-seconds={secondsLeft}>
      <EdgeCards width={width} height={height} margin={margin} testId="idle-card">
        {() => (
          <div className="card kiosk-card" role="alertdialog" aria-label={t('kiosk.idle.title')}>
            <h2>{t('kiosk.idle.title')}</h2>
            <span className="kiosk-big">{t('kiosk.idle.seconds', { seconds: secondsLeft })}</span>
            <span>{t('kiosk.idle.touch')}</span>
            {gameSaved && <span>{t('kiosk.idle.saved')}</span>}
          </div>
        )}
      </EdgeCards>
    </div>
  );
}

/** Props of a whole-window notice: its class and test id, the window size (CSS px), and the title and line shown at every edge. */
type WindowNoticeProps = { readonly className: string; readonly testId: string; readonly width: number; readonly height: number; readonly title: string; readonly line: string };

/** A calm notice over the whole window, one card facing each edge; it takes every touch. */
function WindowNotice({ className, testId, width, height, title, line }: WindowNoticeProps): ReactNode {
  return (
    <div className={className} data-testid={testId} style={{ width, height }}>
      <EdgeCards width={width} height={height} margin={Math.round(Math.min(width, height) * 0.04)} testId={`${testId}-card`}>
        {() => (
          <div className="card kiosk-card" role="status">
            <h2 className="kiosk-big">{title}</h2>
            <span>{line}</span>
          </div>
        )}
      </EdgeCards>
    </div>
  );
}

/** The out-of-order screen over the whole window, one card facing each edge; it follows the window size. */
export function OutOfOrderScreen(): ReactNode {
  const { t } = useTranslation();
  const [size, setSize] = useState({ width: window.innerWidth, height: window.innerHeight });
  useEffect(() => {
    const measure = (): void => setSize({ width: window.innerWidth, height: window.innerHeight });
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, []);
  return <WindowNotice className="out-of-order" testId="out-of-order" width={size.width} height={size.height} title={t('kiosk.outOfOrder.title')} line={t('kiosk.outOfOrder.staff')} />;
}

/** Props of the closed screen: the window size (CSS px). */
export type ClosedScreenProps = { readonly width: number; readonly height: number };

/** "Railtable has closed" over the whole window, facing every edge, after staff left kiosk mode; it takes every touch. */
export function ClosedScreen({ width, height }: ClosedScreenProps): ReactNode {
  const { t } = useTranslation();
  return <WindowNotice className="admin-closed" testId="kiosk-closed" width={width} height={height} title={t('admin.closed.title')} line={t('admin.closed.staff')} />;
}
