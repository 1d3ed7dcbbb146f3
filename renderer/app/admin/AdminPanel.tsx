/**
 * The admin panel, shown after the PIN (KIOSK.md "Kiosk behaviour" 3–4, 7): a notice when the
 * settings file was unreadable at start (`AppInfo.settingsRecovery`), the staff PIN (set or
 * change, typed twice on the pad), the idle reset (timeout and countdown, s), the default options
 * of new games (each table game's integer options, from its option specs), the display to use and the window mode (both
 * applied at the next start), the display calibration (the ruler), where the data lives, and the
 * Lock and Leave kiosk buttons. Rotated to face the edge the gesture came from. Each change goes
 * straight to `onPatch` (the controller's `patchSettings`). Dumb: data and callbacks in.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminStatus, AppInfo, DisplayInfo, PublicSettings, SettingsPatch, WindowMode } from '../../../preload/api';
import { PX_PER_MM_RANGE } from '../../platform/settings-schema';
import type { SeatRotation } from '../../table/seat-layout';
import { TouchButton } from '../../seat-kit/TouchButton';
import { CalibrationRuler } from '../CalibrationRuler';
import { gameSettingControls, patchOf, shownText } from '../game-settings';
import type { PanelNotice } from './admin-store';
import { Stepper } from './Stepper';

/** The idle timeout's range and step in the panel, s (the settings allow 5–3600). */
export const IDLE_TIMEOUT_RANGE = { min: 30, max: 900, step: 15 } as const;
/** The idle countdown's range and step in the panel, s. */
export const IDLE_COUNTDOWN_RANGE = { min: 10, max: 120, step: 5 } as const;
/** The calibration's range and step in the panel, CSS px per mm (as the settings panel's slider). */
export const PX_PER_MM_STEPS = { min: PX_PER_MM_RANGE.min, max: 6, step: 0.05 } as const;

const MODES: readonly WindowMode[] = ['desktop', 'table', 'kiosk'];

/** Props: settings, admin status, app info and displays (null while loading), the panel notice, rotation, callbacks. */
export type AdminPanelProps = {
  readonly settings: PublicSettings;
  readonly status: AdminStatus | null;
  readonly info: AppInfo | null;
  readonly displays: readonly DisplayInfo[] | null;
  readonly notice: PanelNotice | null;
  readonly rotation: SeatRotation;
  readonly onPatch: (patch: SettingsPatch) => void;
  readonly onChangePin: () => void;
  readonly onLock: () => void;
  readonly onLeave: () => void;
};

function Section({ title, children, testId }: { readonly title: string; readonly children: ReactNode; readonly testId: string }): ReactNode {
  return (
    <section className="admin-section" data-testid={testId}>
      <h3>{title}</h3>
      {children}
    </section>
  );
}

/** The admin panel (see the module comment). */
export function AdminPanel(props: AdminPanelProps): ReactNode {
  const { settings, status, info, displays, notice, rotation, onPatch } = props;
  const { t } = useTranslation();
  const recovery = info?.settingsRecovery ?? null;
  const pinSet = status?.pinSet ?? settings.adminPinSet;
  return (
    <div className="admin-backdrop">
      <div className="admin-panel" role="dialog" aria-modal="true" aria-label={t('admin.panel.title')} data-testid="admin-panel" data-rotation={rotation} style={{ transform: `rotate(${rotation}deg)` }}>
        <div className="admin-head">
          <h2>{t('admin.panel.title')}</h2>
          <div className="admin-head-actions">
            <TouchButton seat={undefined} control="admin-lock" variant="secondary" onPress={props.onLock} testId="admin-lock">
              {t('admin.panel.lock')}
            </TouchButton>
            <TouchButton seat={undefined} control="admin-leave" onPress={props.onLeave} testId="admin-leave">
              {t('admin.panel.leave')}
            </TouchButton>
          </div>
        </div>
        {notice !== null && (
          <p className="admin-notice" role="status" data-testid="admin-notice" data-kind={notice.kind}>
            {notice.kind === 'pin-saved' ? t('admin.panel.notice.pinSaved') : t(notice.kind === 'exit-failed' ? 'admin.panel.notice.exitFailed' : 'admin.panel.notice.lockFailed', { message: notice.message })}
          </p>
        )}
        {recovery !== null && (
          <p className="admin-notice alert" role="alert" data-testid="admin-recovery">
            {t('admin.panel.recovery', { at: new Date(recovery.at).toLocaleString(settings.language), reason: recovery.reason, file: recovery.keptAs })}
          </p>
        )}
        <div className="admin-sections">
          <Section title={t('admin.panel.pin')} testId="admin-section-pin">
            <p>{pinSet ? t('admin.panel.pinSet') : t('admin.panel.pinNone')}</p>
            <TouchButton seat={undefined} control="admin-change-pin" variant="secondary" onPress={props.onChangePin} testId="admin-change-pin">
              {pinSet ? t('admin.panel.changePin') : t('admin.panel.setPin')}
            </TouchButton>
          </Section>
          <Section title={t('admin.panel.idle')} testId="admin-section-idle">
            <Stepper
              id="admin-idle-timeout"
              label={t('admin.panel.idleTimeout')}
              value={settings.idle.timeoutS}
              min={IDLE_TIMEOUT_RANGE.min}
              max={IDLE_TIMEOUT_RANGE.max}
              step={IDLE_TIMEOUT_RANGE.step}
              shown={t('admin.panel.seconds', { seconds: settings.idle.timeoutS })}
              onChange={(timeoutS) => onPatch({ idle: { timeoutS } })}
            />
            <Stepper
              id="admin-idle-countdown"
              label={t('admin.panel.idleCountdown')}
              value={settings.idle.countdownS}
              min={IDLE_COUNTDOWN_RANGE.min}
              max={IDLE_COUNTDOWN_RANGE.max}
              step={IDLE_COUNTDOWN_RANGE.step}
              shown={t('admin.panel.seconds', { seconds: settings.idle.countdownS })}
              onChange={(countdownS) => onPatch({ idle: { countdownS } })}
            />
          </Section>
          <Section title={t('admin.panel.defaults')} testId="admin-section-defaults">
            {gameSettingControls(settings).map((control) => (
              <Stepper
                key={`${control.gameId}-${control.id}`}
                id={`admin-${control.id}`}
                label={`${t(control.titleKey)}: ${t(control.spec.labelKey)}`}
                value={control.position}
                min={control.min}
                max={control.max}
                step={control.step}
                shown={shownText(control, t, 'admin.panel.off')}
                onChange={(position) => onPatch(patchOf(control, position))}
              />
            ))}
          </Section>
          <Section title={t('admin.panel.display')} testId="admin-section-display">
            <div className="admin-choices">
              <TouchButton seat={undefined} control="admin-display-auto" variant="secondary" pressed={settings.displayId === null} onPress={() => onPatch({ displayId: null })} testId="admin-display-auto">
                {t('admin.panel.displayAuto')}
              </TouchButton>
              {(displays ?? []).map((d) => (
                <TouchButton key={d.id} seat={undefined} control={`admin-display-${d.id}`} variant="secondary" pressed={settings.displayId === d.id} onPress={() => onPatch({ displayId: d.id })} testId={`admin-display-${d.id}`}>
                  {t(d.primary ? 'admin.panel.displayPrimary' : 'admin.panel.displayOther', { label: d.label, width: d.width, height: d.height })}
                </TouchButton>
              ))}
            </div>
            <h3>{t('admin.panel.mode')}</h3>
            <div className="admin-choices">
              {MODES.map((mode) => (
                <TouchButton key={mode} seat={undefined} control={`admin-mode-${mode}`} variant="secondary" pressed={settings.mode === mode} onPress={() => onPatch({ mode })} testId={`admin-mode-${mode}`}>
                  {t(`admin.panel.modes.${mode}`)}
                </TouchButton>
              ))}
            </div>
            <p className="admin-hint">{t('admin.panel.restart')}</p>
          </Section>
          <Section title={t('admin.panel.calibration')} testId="admin-section-calibration">
            <CalibrationRuler pxPerMm={settings.pxPerMm} onChange={(pxPerMm) => onPatch({ pxPerMm })} />
            <Stepper
              id="admin-px-per-mm"
              label={t('admin.panel.pxPerMm')}
              value={settings.pxPerMm}
              min={PX_PER_MM_STEPS.min}
              max={PX_PER_MM_STEPS.max}
              step={PX_PER_MM_STEPS.step}
              shown={settings.pxPerMm.toFixed(2)}
              onChange={(pxPerMm) => onPatch({ pxPerMm })}
            />
          </Section>
          <Section title={t('admin.panel.about')} testId="admin-section-about">
            {info === null ? (
              <p>{t('admin.panel.loading')}</p>
            ) : (
              <>
                <p>{t('admin.panel.version', { name: info.name, version: info.version, platform: info.platform })}</p>
                <p>{t('admin.panel.data')}</p>
                <p className="admin-path" dir="ltr" data-testid="admin-data-location">
                  {info.dataLocation}
                </p>
              </>
            )}
          </Section>
        </div>
      </div>
    </div>
  );
}
