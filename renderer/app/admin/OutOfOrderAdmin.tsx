/**
 * The admin layer on the out-of-order screen (`#out-of-order`, no controller runs there): it
 * follows the window size itself, and saves settings changes straight through the platform,
 * putting the answer in the UI store (as the controller's `patchSettings` does; the language is
 * not changed from the admin panel, so no i18n switch is needed).
 */
import { useEffect, useState, type ReactNode } from 'react';
import type { SettingsPatch } from '../../../preload/api';
import { getPlatform } from '../../platform';
import { useUi } from '../../state/store';
import { AdminLayer } from './AdminLayer';

/** Save a settings change through the platform and keep the UI store in step; a refusal leaves the settings as they were. */
export async function patchSettingsDirect(patch: SettingsPatch): Promise<void> {
  const result = await getPlatform().settings.set(patch);
  if (result.ok) useUi.getState().set({ settings: result.value });
}

/** The admin layer for the out-of-order screen. */
export function OutOfOrderAdmin(): ReactNode {
  const settings = useUi((s) => s.settings);
  const [viewport, setViewport] = useState({ width: window.innerWidth, height: window.innerHeight });
  useEffect(() => {
    const measure = (): void => setViewport({ width: window.innerWidth, height: window.innerHeight });
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, []);
  useEffect(() => {
    document.documentElement.style.setProperty('--mm', `${settings.pxPerMm}px`);
  }, [settings.pxPerMm]);
  return <AdminLayer viewport={viewport} settings={settings} onPatch={(patch) => void patchSettingsDirect(patch)} />;
}
