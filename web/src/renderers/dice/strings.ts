/** The dice kit's words: dice and their faces for screen readers, keeping and rolling. */
import { defineCatalog, shellStrings, type KeyOf, type Message } from "../../i18n";

const ru = {
  dice_tray: "Кубики",
  dice_die: "Кубик {n}: {face}",
  dice_die_kept: "Кубик {n}: {face}, оставлен",
  dice_kept: "оставлен",
  dice_keep_hint: "Нажмите на кубик, чтобы оставить его, и ещё раз, чтобы перебросить",
  dice_rolling: "Кубики катятся…",
  dice_face_heart: "сердце",
  dice_face_energy: "энергия",
  dice_face_claw: "удар",
} satisfies Record<string, Message>;

const en: Record<keyof typeof ru, Message> = {
  dice_tray: "Dice",
  dice_die: "Die {n}: {face}",
  dice_die_kept: "Die {n}: {face}, kept",
  dice_kept: "kept",
  dice_keep_hint: "Tap a die to keep it, and again to roll it",
  dice_rolling: "The dice are rolling…",
  dice_face_heart: "heart",
  dice_face_energy: "energy",
  dice_face_claw: "claw",
};

export const diceStrings = defineCatalog(ru, en, shellStrings);
export type Key = KeyOf<typeof diceStrings>;
export const t = diceStrings.t;
