/** The controls kit's words: the form that sets a continuous move. */
import { defineCatalog, shellStrings, type KeyOf, type Message } from "../../i18n";

const ru = {
  controls_title: "Параметры хода",
  controls_send: "Сделать ход",
  controls_range: "от {min} до {max}",
  controls_clamped: "Можно только от {min} до {max}: взято {value}",
  controls_not_number: "Нужно число от {min} до {max}",
  controls_less: "Меньше: {label}",
  controls_more: "Больше: {label}",
} satisfies Record<string, Message>;

const en: Record<keyof typeof ru, Message> = {
  controls_title: "Your move",
  controls_send: "Make the move",
  controls_range: "from {min} to {max}",
  controls_clamped: "Only {min} to {max} is allowed: {value} taken",
  controls_not_number: "A number from {min} to {max} is needed",
  controls_less: "Less: {label}",
  controls_more: "More: {label}",
};

export const controlStrings = defineCatalog(ru, en, shellStrings);
export type Key = KeyOf<typeof controlStrings>;
export const t = controlStrings.t;
