/**
 * The line over the game area that says who is to act: "Ваш ход", "Ходит Аня",
 * "Ходят: Аня, Борис", or on a device two people share, which of them is to take
 * it. Pure, so the unit tests can go through every case.
 */
import { t } from "../i18n";
import { actingMine } from "../net/acting";

export interface TurnLine {
  text: string;
  /** One of this device's seats may act now (the banner is highlighted). */
  mine: boolean;
}

export function turnLine({ finished, acting, mine, shown, name, result }: {
  finished: boolean;
  /** The seats that may act now. */
  acting: readonly number[];
  /** The seats held on this device. */
  mine: readonly number[];
  /** The seat whose view is on screen (null: a spectator's). */
  shown: number | null;
  /** A seat's name as the players know it. */
  name: (seat: number) => string;
  /** Once the game is over, who won as the end screen says it ("Вы проиграли"), if known:
   * the banner keeps saying it after the end screen is closed. */
  result?: string | null;
}): TurnLine {
  if (finished) return { text: result ? t("game_over_result", { result }) : t("game_over"), mine: false };
  if (acting.length === 0) return { text: "", mine: false };
  const ours = actingMine(acting, mine);
  if (ours.length > 0) {
    if (mine.length < 2) return { text: t("your_turn"), mine: true };
    // Two people on one device: the one whose view is on screen acts now, the other after.
    const now = shown !== null && ours.includes(shown) ? shown : ours[0];
    const who = name(now);
    // A player left unnamed is called "Игрок 2" already: no need to say it twice.
    const unnamed = who.toLowerCase() === t("here_name_placeholder", { n: now + 1 }).toLowerCase();
    return { text: unnamed ? t("turn_of_seat_unnamed", { n: now + 1 }) : t("turn_of_seat", { n: now + 1, name: who }), mine: true };
  }
  if (acting.length === 1) return { text: t("turn_of", { name: name(acting[0]) }), mine: false };
  return { text: t("turn_of_many", { names: acting.map(name).join(", ") }), mine: false };
}
