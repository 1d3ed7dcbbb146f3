/**
 * The admin layer over the table (or over the out-of-order screen): the hidden corner zones,
 * then the PIN pad, the admin panel, or the "Railtable has closed" screen after leaving kiosk
 * mode (KIOSK.md "Kiosk behaviour" 3). Reads the admin store (./admin-store.ts), acts through
 * the admin flows (./admin-flow.ts) on the platform; settings changes go to `onPatch`.
 */
import { useEffect, useMemo, type ReactNode } from 'react';
import type { PublicSettings, SettingsPatch } from '../../../preload/api';
import { getPlatform } from '../../platform';
import type { Viewport } from '../../table/seat-layout';
import { ClosedScreen } from '../KioskScreens';
import { createAdminFlow } from './admin-flow';
import { useAdmin } from './admin-store';
import { AdminPanel } from './AdminPanel';
import { CornerZones } from './CornerZones';
import { rotationForZone } from './corner-zones';
import { PinPad } from './PinPad';

/** How often the pad's clock ticks (lockout end, 30 s without a touch), ms. */
const PAD_TICK_MS = 250;
/** How often the open panel re-reads the admin status (the session ends after 5 idle minutes), ms. */
const PANEL_REFRESH_MS = 15_000;

/** Props: the viewport (CSS px), the settings, and how a settings change is made. */
export type AdminLayerProps = { readonly viewport: Viewport; readonly settings: PublicSettings; readonly onPatch: (patch: SettingsPatch) => void };

/** The admin layer (see the module comment). */
export function AdminLayer({ viewport, settings, onPatch }: AdminLayerProps): ReactNode {
  const flow = useMemo(() => createAdminFlow({ platform: getPlatform(), store: useAdmin, now: () => performance.now() }), []);
  const view = useAdmin((s) => s.view);
  const rotation = useAdmin((s) => s.rotation);
  const pad = useAdmin((s) => s.pad);
  const status = useAdmin((s) => s.status);
  const info = useAdmin((s) => s.info);
  const displays = useAdmin((s) => s.displays);
  const notice = useAdmin((s) => s.notice);
  const padOpen = pad !== null;
  useEffect(() => {
    if (!padOpen) return;
    const timer = setInterval(() => void flow.pad({ type: 'tick' }), PAD_TICK_MS);
    return () => clearInterval(timer);
  }, [flow, padOpen]);
  useEffect(() => {
    if (view !== 'panel') return;
    const timer = setInterval(() => void flow.refresh(), PANEL_REFRESH_MS);
    return () => clearInterval(timer);
  }, [flow, view]);

  if (view === 'exited') return <ClosedScreen width={viewport.width} height={viewport.height} />;
  return (
    <div className="admin-layer" data-testid="admin-layer" data-view={view}>
      {view === 'closed' && <CornerZones viewport={viewport} pxPerMm={settings.pxPerMm} onGesture={(zone) => void flow.open(rotationForZone(zone))} />}
      {view === 'panel' && (
        <AdminPanel
          settings={settings}
          status={status}
          info={info}
          displays={displays}
          notice={notice}
          rotation={rotation}
          onPatch={onPatch}
          onChangePin={() => flow.changePin()}
          onLock={() => void flow.lock()}
          onLeave={() => void flow.leave()}
        />
      )}
      {pad !== null && <PinPad pad={pad} rotation={rotation} onKey={(key) => void flow.pad(key)} onCancel={() => flow.cancelPad()} />}
    </div>
  );
}
