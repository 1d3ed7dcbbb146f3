/**
 * A seat's lobby controls: JOIN (and RESUME when a game is in progress), LEARN TO PLAY (when the
 * chosen game has a guided first round, #14 §7) and SAVED GAMES (the saves
 * screen, facing this seat) for a free seat; for a
 * joined one its colour (with its symbol; no two seats share one), PERSON/BOT (bot levels),
 * LEAVE and START (enabled within the chosen game's seat range; otherwise the status line says
 * what is missing, e.g. "<game> needs 3 players"), the game choice (one card per game
 * the lobby offers: title, players, minutes) and the chosen game's choice options (e.g. its map),
 * repeated in every joined seat so each side reads them. Dumb: data in, callbacks out.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { OptionSpec } from '../../shared-rules/core/define-game';
import type { Json, SeatId } from '../../shared-rules/core/types';
import type { BotLevel } from '../../shared-rules/core/define-game';
import { TouchButton } from '../seat-kit/TouchButton';
import { SeatSymbol } from '../seat-kit/SeatSymbol';
import type { SeatColour } from './seat-colours';

/** A game as the lobby offers it: id, title (i18n key), seat range and typical minutes. */
export type LobbyGame = {
  readonly id: string;
  readonly titleKey: string;
  readonly seats: { readonly min: number; readonly max: number };
  readonly minutes: readonly [number, number];
  /** A small picture of the game's board or cards (an asset URL), shown on its card. */
  readonly picture: string | undefined;
};

/** Props: the seat, its colour and bot level when joined, counts, the games, the chosen game and its choices, offers, and the callbacks. */
export type LobbySeatProps = {
  readonly seat: SeatId;
  readonly colour: SeatColour | undefined;
  readonly bot: BotLevel | null;
  readonly joinedCount: number;
  readonly resumeOffered: boolean;
  /** The games offered (a card each when there are several). */
  readonly games: readonly LobbyGame[];
  /** The chosen game. */
  readonly game: LobbyGame | undefined;
  /** The chosen game's choice options (enum specs are shown as buttons) and the current values by key. */
  readonly options: readonly OptionSpec[];
  readonly values: Readonly<Record<string, Json>>;
  readonly onJoin: () => void;
  readonly onLeave: () => void;
  readonly onColour: () => void;
  readonly onBot: () => void;
  readonly onGame: (gameId: string) => void;
  readonly onOption: (key: string, value: Json) => void;
  readonly onStart: () => void;
  readonly onResume: () => void;
  /** Open the saves screen facing this seat. */
  readonly onSaves: () => void;
  /** "Learn to play" from this seat: a guided first round against a bot (#14 §7); undefined when the chosen game has none. */
  readonly onLearn?: () => void;
};

/** The lobby content of one seat panel. */
export function LobbySeat(props: LobbySeatProps): ReactNode {
  const { t } = useTranslation();
  const { seat, colour } = props;
  const name = t('seat.name', { seat: seat + 1 });
  if (colour === undefined) {
    return (
      <>
        <div className="seat-row info">
          <span className="seat-name">{props.resumeOffered ? t('seat.resumeOffer') : name}</span>
        </div>
        <div className="seat-row buttons">
          <TouchButton seat={seat} control="join" onPress={props.onJoin} testId={`join-${seat}`}>
            {t('seat.join')}
          </TouchButton>
          {props.resumeOffered && (
            <TouchButton seat={seat} control="resume" onPress={props.onResume} testId={`resume-${seat}`}>
              {t('seat.resume')}
            </TouchButton>
          )}
          {props.onLearn !== undefined && (
            <TouchButton seat={seat} control="learn" variant="secondary" onPress={props.onLearn} testId={`learn-${seat}`}>
              {t('tutorial.learn')}
            </TouchButton>
          )}
          <TouchButton seat={seat} control="saves" variant="secondary" onPress={props.onSaves} testId={`saves-${seat}`}>
            {t('saves.open')}
          </TouchButton>
        </div>
      </>
    );
  }
  const game = props.game;
  const factsOf = (g: NonNullable<typeof game>): string => t('lobby.gameFacts', { min: g.seats.min, max: g.seats.max, from: g.minutes[0], to: g.minutes[1] });
  const title = game === undefined ? '' : t(game.titleKey);
  const tooFew = game !== undefined && props.joinedCount < game.seats.min;
  const tooMany = game !== undefined && props.joinedCount > game.seats.max;
  const canStart = game !== undefined && !tooFew && !tooMany;
  const status = tooFew
    ? t('lobby.needsPlayers', { game: title, count: game.seats.min })
    : tooMany
      ? t('lobby.atMostPlayers', { game: title, count: game.seats.max })
      : t(colour.nameKey);
  return (
    <>
      <div className="seat-row info">
        <SeatSymbol symbol={colour.symbol} fill={colour.hex} size={20} />
        <span className="seat-name">{name}</span>
        <span className="seat-status" data-testid={`lobby-status-${seat}`}>
          {status}
        </span>
        {game !== undefined && props.games.length > 1 && (
          <span className="seat-game" data-testid={`lobby-game-${seat}`}>
            {canStart ? `${title} · ${factsOf(game)}` : factsOf(game)}
          </span>
        )}
      </div>
      <div className="seat-row buttons">
        <TouchButton
          seat={seat}
          control="colour"
          onPress={props.onColour}
          variant="secondary"
          label={t('seat.colourOf', { colour: t(colour.nameKey) })}
          testId={`colour-${seat}`}
        >
          <span className="swatch" style={{ background: colour.hex }}>
            <SeatSymbol symbol={colour.symbol} fill={colour.hex} size={18} />
          </span>
        </TouchButton>
        <TouchButton seat={seat} control="bot" onPress={props.onBot} variant="secondary" testId={`bot-${seat}`}>
          {props.bot === null ? t('lobby.person') : t(`lobby.bot.${props.bot}`)}
        </TouchButton>
        <TouchButton seat={seat} control="leave" onPress={props.onLeave} variant="secondary" testId={`leave-${seat}`}>
          {t('seat.leave')}
        </TouchButton>
        <TouchButton seat={seat} control="start" onPress={props.onStart} disabled={!canStart} testId={`start-${seat}`}>
          {t('seat.start')}
        </TouchButton>
      </div>
      {props.games.length > 1 && (
        <div className="seat-row buttons games" role="group" aria-label={t('lobby.game')}>
          {props.games.map((g) => (
            <TouchButton
              key={g.id}
              seat={seat}
              control={`game-${g.id}`}
              variant="secondary"
              pressed={game?.id === g.id}
              onPress={() => props.onGame(g.id)}
              label={`${t(g.titleKey)}, ${factsOf(g)}`}
              testId={`game-${g.id}-${seat}`}
            >
              {g.picture !== undefined && <img className="game-picture" src={g.picture} alt="" draggable={false} />}
              <span className="game-title">{t(g.titleKey)}</span>
            </TouchButton>
          ))}
        </div>
      )}
      {props.options.some((spec) => spec.kind !== 'integer') && (
        <div className="seat-row buttons options">
          {props.options.map((spec) =>
            spec.kind === 'boolean' ? (
              <TouchButton
                key={spec.key}
                seat={seat}
                control={optionControl(spec.key)}
                variant="secondary"
                pressed={props.values[spec.key] === true}
                onPress={() => props.onOption(spec.key, props.values[spec.key] !== true)}
                testId={`${optionControl(spec.key)}-${seat}`}
              >
                <span className="map-name">{t(spec.labelKey)}</span>
                <span className="map-note">{t(props.values[spec.key] === true ? 'settings.on' : 'settings.off')}</span>
              </TouchButton>
            ) : spec.kind !== 'enum' ? null : (
              <div key={spec.key} className="option-group" role="group" aria-label={t(spec.labelKey)}>
                {/* The first choice (map, variant) names itself; a later one says what it is about. */}
                {spec !== props.options[0] && <span className="option-label">{t(spec.labelKey)}</span>}
                {spec.values.map((v) => (
                  <TouchButton
                    key={v.value}
                    seat={seat}
                    control={`${optionControl(spec.key)}-${v.value}`}
                    variant="secondary"
                    pressed={props.values[spec.key] === v.value}
                    onPress={() => props.onOption(spec.key, v.value)}
                    testId={`${optionControl(spec.key)}-${v.value}-${seat}`}
                  >
                    <span className="map-name">{t(v.labelKey)}</span>
                    {v.noteKey !== undefined && <span className="map-note">{t(v.noteKey)}</span>}
                  </TouchButton>
                ))}
              </div>
            ),
          )}
        </div>
      )}
    </>
  );
}

/** The control and test-id stem of an option key: `mapId` → `map` (so a map button is `map-<map id>-<seat>`). */
function optionControl(key: string): string {
  return key.endsWith('Id') ? key.slice(0, -2) : key;
}
