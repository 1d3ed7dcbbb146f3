/**
 * The settings panel (opened by a cog, by anyone): the rules pages, each table game's default
 * options (one control per integer option of its option specs), the pause before each
 * bot move, language, music and effects volumes, and the display calibration in px per mm (a
 * ruler to drag, and a slider). In kiosk mode the public cog keeps only the rules, language and
 * volumes: game defaults, bot pause and calibration belong to the admin panel there. Each change
 * is saved through the platform at once. Rotated to face whoever opened it.
 */
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language, PublicSettings, SettingsPatch } from '../../preload/api';
import { LANGUAGES } from '../i18n/setup';
import { BOT_DELAY_RANGE, PX_PER_MM_RANGE } from '../platform/settings-schema';
import type { SeatRotation } from '../table/seat-layout';
import { TouchButton } from '../seat-kit/TouchButton';
import { CalibrationRuler } from './CalibrationRuler';
import { gameSettingControls, patchOf, shownText } from './game-settings';
import { RulesPages } from './RulesPages';

/** Props: current settings, the panel's rotation, and the callbacks. */
export type SettingsPanelProps = {
  readonly settings: PublicSettings;
  readonly rotation: SeatRotation;
  readonly onPatch: (patch: SettingsPatch) => void;
  readonly onClose: () => void;
};

function Slider(props: {
  readonly id: string;
  readonly label: string;
  readonly value: number;
  readonly min: number;
  readonly max: number;
  readonly step: number;
  readonly onChange: (value: number) => void;
  readonly shown?: string;
}): ReactNode {
  return (
    <label className="setting" htmlFor={props.id}>
      <span>{props.label}</span>
      <input
        id={props.id}
        type="range"
        min={props.min}
        max={props.max}
        step={props.step}
        value={props.value}
        onChange={(event) => props.onChange(Number(event.currentTarget.value))}
      />
      <output htmlFor={props.id} data-testid={`${props.id}-value`}>
        {props.shown ?? (props.step < 1 ? props.value.toFixed(2) : props.value)}
      </output>
    </label>
  );
}

/** The settings panel. */
export function SettingsPanel({ settings, rotation, onPatch, onClose }: SettingsPanelProps): ReactNode {
  const { t } = useTranslation();
  const choose = (language: Language): void => onPatch({ language });
  const [rules, setRules] = useState(false);
  const staff = settings.mode !== 'kiosk';
  return (
    <div className="settings-backdrop">
      <div className="settings-panel" role="dialog" aria-modal="true" aria-label={t('settings.title')} style={{ transform: `rotate(${rotation}deg)` }} data-testid="settings-panel">
        <div className="settings-head">
          <h2>{t('settings.title')}</h2>
          <TouchButton seat={undefined} control="rules" variant="secondary" pressed={rules} onPress={() => setRules(!rules)} testId="rules-open">
            {t('rules.title')}
          </TouchButton>
        </div>
        {rules && <RulesPages />}
        {staff &&
          gameSettingControls(settings).map((control) =>
            control.spec.kind === 'enum' ? (
              // A choice among named values (a bidding style): one button each, as for the language.
              <fieldset key={`${control.gameId}-${control.id}`} className="setting" data-testid={`${control.id}-choice`}>
                <legend>{t(control.spec.labelKey)}</legend>
                <div className="language-choice">
                  {control.spec.values.map((v, position) => (
                    <TouchButton
                      key={v.value}
                      seat={undefined}
                      control={`${control.id}-${v.value}`}
                      variant="secondary"
                      pressed={control.position === position}
                      onPress={() => onPatch(patchOf(control, position))}
                      testId={`${control.id}-${v.value}`}
                    >
                      {t(v.labelKey)}
                    </TouchButton>
                  ))}
                </div>
              </fieldset>
            ) : (
            <Slider
              key={`${control.gameId}-${control.id}`}
              id={control.id}
              label={t(control.spec.labelKey)}
              value={control.position}
              min={control.min}
              max={control.max}
              step={control.step}
              shown={shownText(control, t, 'settings.off')}
              onChange={(position) => onPatch(patchOf(control, position))}
            />
            ),
          )}
        {staff && (
        <Slider
          id="bot-delay"
          label={t('settings.botDelay')}
          value={settings.botDelayMs}
          min={BOT_DELAY_RANGE.min}
          max={BOT_DELAY_RANGE.max}
          step={100}
          shown={t('settings.seconds', { seconds: (settings.botDelayMs / 1000).toFixed(1) })}
          onChange={(botDelayMs) => onPatch({ botDelayMs })}
        />
        )}
        <fieldset className="setting">
          <legend>{t('settings.language')}</legend>
          <div className="language-choice">
            {LANGUAGES.map((language) => (
              <TouchButton
                key={language}
                seat={undefined}
                control={`language-${language}`}
                variant="secondary"
                pressed={settings.language === language}
                onPress={() => choose(language)}
                testId={`language-${language}`}
              >
                <span lang={language}>{t(`languages.${language}`)}</span>
              </TouchButton>
            ))}
          </div>
        </fieldset>
        <Slider id="music" label={t('settings.music')} value={settings.volume.music} min={0} max={100} step={1} onChange={(music) => onPatch({ volume: { music } })} />
        <Slider id="effects" label={t('settings.effects')} value={settings.volume.effects} min={0} max={100} step={1} onChange={(effects) => onPatch({ volume: { effects } })} />
        {staff && (
          <>
            <CalibrationRuler pxPerMm={settings.pxPerMm} onChange={(pxPerMm) => onPatch({ pxPerMm })} />
            <Slider
              id="px-per-mm"
              label={t('settings.pxPerMm')}
              value={settings.pxPerMm}
              min={PX_PER_MM_RANGE.min}
              max={6}
              step={0.05}
              onChange={(pxPerMm) => onPatch({ pxPerMm })}
            />
          </>
        )}
        <div className="settings-actions">
          <TouchButton seat={undefined} control="settings-close" onPress={onClose} testId="settings-close">
            {t('settings.close')}
          </TouchButton>
        </div>
      </div>
    </div>
  );
}
