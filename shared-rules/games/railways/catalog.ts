/**
 * Railways of the World as the table knows it before its rules load (`GameCatalogEntry`): the
 * map, the lobby card (2–6 players, about 70 minutes: the source's figure) and the bot levels.
 * No rules, no map data.
 */
import { defineCatalog } from '../../core/define-game';
import { RAILWAYS_MAP_IDS } from './map-ids';
import { railwaysMeta } from './meta';

/** Railways of the World's catalog entry. */
export const railwaysCatalog = defineCatalog({
  meta: railwaysMeta,
  options: [{ kind: 'enum', key: 'mapId', labelKey: 'lobby.map', values: RAILWAYS_MAP_IDS.map((id) => ({ value: id, labelKey: `maps.${id}` })) }],
  card: { minutes: [60, 90] },
  botLevels: ['easy', 'medium', 'hard'],
});
