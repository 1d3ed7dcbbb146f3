/**
 * Transglobal Rail's tutorial coach (issue #14 §7 "a guided first round against a bot"): a bubble
 * over the board's edge from the learner's seat panel, facing that seat (it lives in the rotated
 * panel), saying what to do next — the step worked out by `coachStep` (./coach.ts) from the
 * learner's own views in the UI store. It only reads: the learner acts with the panel's buttons and
 * the board. It hides while the learner holds their cities (that card takes the same place); while
 * the round summary is open (its cards take the board's edges) it covers the learner's own panel
 * instead; once the round is over it says "You are ready" with Play on and Lobby.
 */
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useUi } from '../../state/store';
import { TouchButton } from '../../seat-kit/TouchButton';
import type { CoachProps } from '../types';
import { coachStep } from './coach';
import { readSeatView, readTableView } from './view-schema';

/** The coach bubble of the learner's seat (nothing before the first view, or while the cities are held). */
export function TransglobalCoach({ seat, onPlayOn, onLobby }: CoachProps): ReactNode {
  const { t } = useTranslation();
  const game = useUi((s) => s.game);
  const summariesSeen = useUi((s) => s.summariesSeen);
  const held = useUi((s) => s.revealed.includes(seat));
  const step = useMemo(() => {
    const table = readTableView(game?.tableView);
    if (table === undefined) return undefined;
    return coachStep({ seat, table, seatView: readSeatView(game?.seatViews[seat]), summariesSeen });
  }, [game, seat, summariesSeen]);
  if (step === undefined || held) return null;
  const ready = step.id === 'ready';
  // While the round summary is open its cards take the board's edges: the coach says its piece over the learner's own panel.
  const onPanel = step.id === 'summary';
  return (
    <div className={`coach${ready ? ' ready' : ''}${onPanel ? ' on-panel' : ''}`} role="status" aria-live="polite" data-testid={`coach-${seat}`} data-step={step.id}>
      <span className="coach-title">{t('tutorial.coach.title')}</span>
      <span className="coach-text" data-testid={`coach-text-${seat}`}>
        {t(`tutorial.coach.${step.id}`, step.params)}
      </span>
      {ready && (
        <span className="coach-buttons">
          <TouchButton seat={seat} control="coach-play-on" variant="secondary" onPress={onPlayOn} testId={`coach-play-on-${seat}`}>
            {t('tutorial.coach.playOn')}
          </TouchButton>
          <TouchButton seat={seat} control="coach-lobby" variant="secondary" onPress={onLobby} testId={`coach-lobby-${seat}`}>
            {t('tutorial.coach.lobby')}
          </TouchButton>
        </span>
      )}
    </div>
  );
}
