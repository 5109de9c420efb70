/** The motion kit's words. */
import { defineCatalog, shellStrings, type KeyOf, type Message } from "../../i18n";

const ru = {
  motion_skip: "Пропустить анимацию",
} satisfies Record<string, Message>;

const en: Record<keyof typeof ru, Message> = {
  motion_skip: "Skip the animation",
};

export const motionStrings = defineCatalog(ru, en, shellStrings);
export type Key = KeyOf<typeof motionStrings>;
export const t = motionStrings.t;
