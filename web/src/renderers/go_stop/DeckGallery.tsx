/**
 * The whole hwatu deck under Go-Stop's rules, month by month, drawn exactly as
 * at the table, each card named: a newcomer learns the pictures and the marks
 * (month number, bright ring, animal paw or bird, ribbon colour, ×2) here.
 */
import { t } from "./strings";
import { DECK, MONTHS } from "./deck";
import { HwatuCardSvg } from "./HwatuCard";
import { cardAria, kindWord, monthName, nameKey, plantName } from "./names";

export function DeckGallery() {
  const months = Array.from({ length: MONTHS }, (_, i) => i + 1);
  return (
    <section class="gs-gallery" aria-labelledby="gs-gallery-title" data-testid="gs-gallery">
      <h2 id="gs-gallery-title">{t("gs_deck_title")}</h2>
      <p class="muted">{t("gs_deck_marks")}</p>
      {months.map((month) => (
        <div key={month} class="gs-gallery-month">
          <h3>{monthName(month)} · {plantName(month)}</h3>
          <ul>
            {DECK.filter((card) => card.month === month).map((card) => (
              <li key={card.id}>
                <HwatuCardSvg id={card.id} label={cardAria(card.id)} />
                <span class="small">{t(nameKey(card))}</span>
                <span class="small muted">{kindWord(card)} · {card.id}</span>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
