/**
 * The lobby picture of a card game: four cards of the game fanned on the
 * player's own table cloth in the player's card set, so the tile looks like
 * the table it opens. Any card game that draws French cards may use it.
 */
import type { ComponentType } from "preact";
import { t } from "../../i18n";
import { settings } from "../../settings/store";
import { cardSet, tableCloth } from "../../themes/cards";
import type { ThumbnailProps } from "../types";
import { CardFace } from "./CardSvg";

export function FanThumbnail({ cards }: { cards: string[] }) {
  const set = cardSet(settings.value.card_set);
  const cloth = tableCloth(settings.value.table_cloth);
  const middle = (cards.length - 1) / 2;
  return (
    <svg viewBox="0 0 200 140" role="img" aria-label={t("thumbnail_label")}>
      <rect width="200" height="140" rx="14" fill={cloth.centre} />
      {cards.map((id, i) => (
        <g key={id} transform={`rotate(${(i - middle) * 10} ${62 + i * 26} 120)`}>
          <svg x={37 + i * 26} y={22 + Math.abs(i - middle) * 5} width="50" height="70" viewBox="0 0 100 140">
            <CardFace id={id} set={set} fourColor={settings.value.four_color_deck} />
          </svg>
        </g>
      ))}
    </svg>
  );
}

/** A renderer's `Thumbnail`: these cards fanned. */
export function fanThumbnail(cards: string[]): ComponentType<ThumbnailProps> {
  return () => <FanThumbnail cards={cards} />;
}
