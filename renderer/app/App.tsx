/**
 * The app shell: provides the controller, keeps the viewport size and the millimetre scale
 * (`--mm`, CSS px per mm from the calibration) in step, starts the controller once, tells it
 * of every touch (the idle clock), and shows the table with the admin layer over it (hidden
 * corner gesture → PIN pad → admin panel; app/admin/); after Leave kiosk only the closed screen.
 */
import { useEffect, type ReactNode } from 'react';
import { useUi } from '../state/store';
import type { Controller } from './controller';
import { ControllerContext } from './controller-context';
import type { AppFlags } from './flags';
import { AdminLayer } from './admin/AdminLayer';
import { useAdmin } from './admin/admin-store';
import { Table } from './Table';

/** Props: the controller made by main.tsx and the URL flags. */
export type AppProps = { readonly controller: Controller; readonly flags: AppFlags };

/** The app. */
export function App({ controller, flags }: AppProps): ReactNode {
  const pxPerMm = useUi((s) => s.settings.pxPerMm);
  const settings = useUi((s) => s.settings);
  const viewport = useUi((s) => s.viewport);
  // After Leave kiosk (a browser window stays open): stop the game or demo, its bots and music, and drop the table.
  const exited = useAdmin((s) => s.view === 'exited');
  useEffect(() => {
    if (!exited) return;
    if (useUi.getState().attract) void controller.leaveAttract();
    else controller.backToLobby();
  }, [exited, controller]);
  useEffect(() => {
    // Only a real change re-renders the table (main.tsx stored the size before the first render).
    const measure = (): void => {
      const { width, height } = useUi.getState().viewport;
      if (width !== window.innerWidth || height !== window.innerHeight) useUi.getState().set({ viewport: { width: window.innerWidth, height: window.innerHeight } });
    };
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, []);
  useEffect(() => {
    document.documentElement.style.setProperty('--mm', `${pxPerMm}px`);
  }, [pxPerMm]);
  useEffect(() => {
    void controller.init();
    const touched = (): void => controller.touched();
    window.addEventListener('pointerdown', touched, { capture: true });
    return () => window.removeEventListener('pointerdown', touched, { capture: true });
  }, [controller]);
  return (
    <ControllerContext.Provider value={controller}>
      {!exited && <Table flags={flags} />}
      <AdminLayer viewport={viewport} settings={settings} onPatch={(patch) => void controller.patchSettings(patch)} />
    </ControllerContext.Provider>
  );
}
