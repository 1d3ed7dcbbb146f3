/**
 * The saves screen (issue #7): a panel over the lobby, rotated to face the seat that opened it,
 * listing every saved game newest first — game, map, players (colour symbols, bots marked), when
 * it was saved (relative, in the UI language, via `Intl`), whose turn it is, finished or not —
 * with Resume (unfinished games) and Delete, which asks again with a "Yes, delete" button placed
 * on the other side of the row (a second tap on the same spot lands on "Keep"). Files the save
 * store set aside are listed with their name and reason, never deletable here. The list scrolls
 * with one finger. Dumb: data in, callbacks out; the rows come from `save-rows.ts`.
 */
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../preload/api';
import type { SavesScreen } from '../../state/store';
import { SeatSymbol } from '../../seat-kit/SeatSymbol';
import { TouchButton } from '../../seat-kit/TouchButton';
import { saveRows, whenSaved, type SavePlayer, type SaveRow } from './save-rows';

/** Props: the screen's data (UI store), the UI language, and the callbacks of app/saves/saves-flow.ts. */
export type SavesPanelProps = {
  readonly screen: SavesScreen;
  readonly language: Language;
  readonly onClose: () => void;
  readonly onResume: (matchId: string) => void;
  readonly onDelete: (matchId: string) => void;
  readonly onConfirmDelete: (matchId: string) => void;
  readonly onKeep: () => void;
};

function usePlayerLabel(): (player: SavePlayer) => string {
  const { t } = useTranslation();
  return (player) => {
    const colour = player.colour === undefined ? player.hex : t(player.colour.nameKey);
    return player.bot === null ? t('saves.person', { colour }) : t('saves.botPlayer', { colour, level: t(`saves.levels.${player.bot}`) });
  };
}

function Players({ players }: { readonly players: readonly SavePlayer[] }): ReactNode {
  const { t } = useTranslation();
  const label = usePlayerLabel();
  return (
    <ul className="save-players" aria-label={t('saves.players')}>
      {players.map((p) => (
        <li key={p.seat} className="save-player" aria-label={label(p)}>
          <SeatSymbol symbol={p.symbol} fill={p.hex} size={22} />
          {p.bot !== null && <span className="save-bot">{t('saves.bot')}</span>}
        </li>
      ))}
    </ul>
  );
}

function Turn({ row }: { readonly row: SaveRow }): ReactNode {
  const { t } = useTranslation();
  const label = usePlayerLabel();
  if (row.finished) return <span className="save-turn finished">{t('saves.finished')}</span>;
  return (
    <span className="save-turn">
      <span className="save-label">{t('saves.whoseTurn')}</span>
      {row.toAct === null || row.toAct.length === 0 ? (
        <span className="save-turn-who" aria-label={t('saves.whoseTurn')}>
          {t('saves.turnUnknown')}
        </span>
      ) : (
        row.toAct.map((p) => (
          <span key={p.seat} className="save-turn-who" aria-label={label(p)}>
            <SeatSymbol symbol={p.symbol} fill={p.hex} size={20} />
            {t('seat.name', { seat: p.seat + 1 })}
          </span>
        ))
      )}
    </span>
  );
}

function Row(props: { readonly row: SaveRow; readonly when: string; readonly screen: SavesScreen } & Omit<SavesPanelProps, 'screen' | 'language' | 'onClose'>): ReactNode {
  const { t } = useTranslation();
  const { row, screen } = props;
  const id = row.matchId;
  const confirming = screen.confirming === id;
  const removing = screen.removing === id;
  const game = row.knownGame ? t(`saves.games.${row.gameId}`) : t('saves.games.unknown', { gameId: row.gameId });
  return (
    <li className={`save-row${confirming ? ' confirming' : ''}`} data-testid={`save-${id}`} data-match={id} data-finished={row.finished}>
      <div className="save-info">
        <div className="save-title">
          <span className="save-game">{game}</span>
          {row.choices.map((choice) => (
            <span key={choice.key} className="save-map" data-testid={`save-${choice.key.endsWith('Id') ? choice.key.slice(0, -2) : choice.key}-${id}`}>
              {t('saves.choice', { label: t(choice.labelKey), value: t(choice.valueLabelKey) })}
            </span>
          ))}
        </div>
        <div className="save-meta">
          <Players players={row.players} />
          <span data-testid={`save-turn-${id}`}>
            <Turn row={row} />
          </span>
        </div>
        {row.otherVersion && (
          <div className="save-meta small" data-testid={`save-other-version-${id}`}>
            {t('saves.otherVersion')}
          </div>
        )}
        <div className="save-meta small">
          <span data-testid={`save-when-${id}`}>{t('saves.saved', { when: props.when })}</span>
          <span>{t('saves.moves', { count: row.entries })}</span>
        </div>
      </div>
      <div className="save-actions">
        {row.canResume && (
          <TouchButton seat={undefined} control={`resume-${id}`} onPress={() => props.onResume(id)} disabled={confirming} testId={`saves-resume-${id}`}>
            {t('saves.resume')}
          </TouchButton>
        )}
        {/* Keep takes Delete's place, so a hurried second tap keeps the save. */}
        {confirming ? (
          <TouchButton seat={undefined} control={`keep-${id}`} variant="secondary" onPress={props.onKeep} disabled={removing} testId={`keep-${id}`}>
            {t('saves.keep')}
          </TouchButton>
        ) : (
          <TouchButton seat={undefined} control={`delete-${id}`} variant="secondary" onPress={() => props.onDelete(id)} disabled={screen.removing !== null} testId={`delete-${id}`}>
            {t('saves.delete')}
          </TouchButton>
        )}
      </div>
      {confirming && (
        <div className="save-confirm" role="alert">
          <TouchButton seat={undefined} control={`confirm-${id}`} onPress={() => props.onConfirmDelete(id)} disabled={removing} testId={`confirm-delete-${id}`}>
            {removing ? t('saves.deleting') : t('saves.confirmYes')}
          </TouchButton>
          <span>{t('saves.confirmQuestion')}</span>
        </div>
      )}
    </li>
  );
}

/** The saves panel (see the module comment). */
export function SavesPanel(props: SavesPanelProps): ReactNode {
  const { t } = useTranslation();
  const { screen, language } = props;
  const rows = useMemo(() => saveRows(screen), [screen]);
  const listedAt = useMemo(() => new Date(screen.listedAt), [screen.listedAt]);
  const sideways = screen.rotation === 90 || screen.rotation === -90;
  const empty = screen.status === 'ready' && rows.saves.length === 0 && rows.quarantined.length === 0;
  return (
    <div className="saves-backdrop">
      <div
        className={`saves-panel${sideways ? ' sideways' : ''}${empty ? ' empty' : ''}`}
        role="dialog"
        aria-modal="true"
        aria-label={t('saves.title')}
        style={{ transform: `rotate(${screen.rotation}deg)` }}
        data-testid="saves-panel"
        data-rotation={screen.rotation}
      >
        <div className="saves-head">
          <h2>{t('saves.title')}</h2>
          {screen.status === 'ready' && rows.saves.length > 0 && <span className="saves-count">{t('saves.count', { count: rows.saves.length })}</span>}
          <TouchButton seat={undefined} control="saves-close" onPress={props.onClose} testId="saves-close">
            {t('saves.close')}
          </TouchButton>
        </div>
        <div className="saves-list" data-testid="saves-list">
          {screen.status === 'loading' && rows.saves.length === 0 && <p className="saves-note">{t('saves.loading')}</p>}
          {screen.status === 'failed' && (
            <p className="saves-note" role="alert" data-testid="saves-failed">
              {t('saves.failed', { message: screen.message ?? '' })}
            </p>
          )}
          {empty && (
            <p className="saves-note" data-testid="saves-empty">
              {t('saves.empty')}
            </p>
          )}
          {rows.saves.length > 0 && (
            <ul className="save-rows">
              {rows.saves.map((row) => (
                <Row key={row.matchId} {...props} row={row} when={whenSaved(row.updatedAt, listedAt, language)} />
              ))}
            </ul>
          )}
          {rows.quarantined.length > 0 && (
            <section className="saves-quarantine" aria-label={t('saves.quarantineTitle')}>
              <h3>{t('saves.quarantineTitle')}</h3>
              <ul>
                {rows.quarantined.map((q) => (
                  <li key={q.file} data-testid="quarantine-row" data-match={q.matchId}>
                    <span className="quarantine-file">
                      {t('saves.quarantineFile')} <bdi>{q.file}</bdi>
                    </span>
                    <span className="quarantine-reason">
                      {t('saves.quarantineReason')} <bdi>{q.reason}</bdi>
                    </span>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </div>
      </div>
    </div>
  );
}
