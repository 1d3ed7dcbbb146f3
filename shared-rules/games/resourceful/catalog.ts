/**
 * Resourceful Rails as the table knows it before its rules load (`GameCatalogEntry`): the map,
 * the family's options and the round limit, the lobby card (2–6 players, one to two hours) and
 * the bot levels. No rules, no map data.
 */
import { defineCatalog } from '../../core/define-game';
import { RESOURCEFUL_MAP_IDS } from './map-ids';
import { ROUND_LIMIT, resourcefulMeta } from './meta';

/** Resourceful Rails' catalog entry. */
export const resourcefulCatalog = defineCatalog({
  meta: resourcefulMeta,
  options: [
    { kind: 'enum', key: 'mapId', labelKey: 'lobby.map', values: RESOURCEFUL_MAP_IDS.map((id) => ({ value: id, labelKey: `maps.${id}` })) },
    { kind: 'boolean', key: 'fastTrains', labelKey: 'resourceful.option.fast-trains' },
    { kind: 'boolean', key: 'extraBuildTurn', labelKey: 'resourceful.option.extra-build-turn' },
    { kind: 'boolean', key: 'extraCards', labelKey: 'resourceful.option.extra-cards' },
    { kind: 'boolean', key: 'events', labelKey: 'resourceful.option.events' },
    { kind: 'integer', key: 'roundLimit', labelKey: 'resourceful.option.round-limit', min: ROUND_LIMIT.min, max: ROUND_LIMIT.max, step: ROUND_LIMIT.step, nullable: true },
  ],
  card: { minutes: [60, 120] },
  botLevels: ['easy', 'medium', 'hard'],
});
