/** The offline app's words: the «Без сети» page, installing, and the offline table. */
import { defineCatalog, shellStrings, type KeyOf, type Message } from "../i18n";

const ru = {
  nav_offline: "Без сети",
  offline_title: "Игра без сети",
  offline_lead:
    "Партии с ботами и вдвоём на одном устройстве — без интернета: правила и боты работают прямо в браузере. Партия сохраняется после каждого хода и продолжится, даже если закрыть приложение.",
  offline_ready: "Клуб сохранён на устройстве: можно играть без сети.",
  offline_preparing: "Клуб сохраняется на устройстве для игры без сети…",
  offline_unsupported: "Этот браузер не умеет сохранять клуб для игры без сети; играть можно, пока есть связь.",
  offline_no_games: "Список игр ещё не загружен: откройте клуб один раз при подключении к сети.",
  offline_people: "Кто играет",
  offline_people_one: "Я против ботов",
  offline_people_two: "Двое на одном устройстве",
  offline_start: "Начать партию",
  offline_saved: "Сохранённые партии",
  offline_none: "Сохранённых партий пока нет.",
  offline_continue: "Продолжить",
  offline_view: "Посмотреть",
  offline_delete: "Удалить",
  offline_delete_confirm: "Удалить эту партию с устройства?",
  offline_moves: {
    one: "{n} ход",
    few: "{n} хода",
    many: "{n} ходов",
    other: "{n} хода",
  },
  offline_playing: "идёт",
  offline_finished: "окончена",
  offline_back: "К играм без сети",
  offline_loading_python:
    "Загружаем правила и ботов в браузер… В первый раз это занимает несколько секунд, дальше — быстрее.",
  offline_install: "Установить приложение",
  offline_sent: "отправлена в «Мои игры»",
  offline_send: "Отправить законченные партии в «Мои игры»",
  offline_send_done: "Отправлено партий: {n}",
  offline_send_failed: "Не удалось отправить: {reason}",
  offline_tag: "без сети, без рейтинга",
} satisfies Record<string, Message>;

const en: Record<keyof typeof ru, Message> = {
  nav_offline: "Offline",
  offline_title: "Play offline",
  offline_lead:
    "Games against bots and for two on one device, with no internet: the rules and the bots run right in the browser. The game is saved after every move and goes on even if you close the app.",
  offline_ready: "The club is saved on this device: you can play offline.",
  offline_preparing: "Saving the club on this device for offline play…",
  offline_unsupported: "This browser cannot keep the club for offline play; you can play while connected.",
  offline_no_games: "The list of games is not loaded yet: open the club once while connected.",
  offline_people: "Who plays",
  offline_people_one: "Me against bots",
  offline_people_two: "Two on one device",
  offline_start: "Start a game",
  offline_saved: "Saved games",
  offline_none: "No saved games yet.",
  offline_continue: "Continue",
  offline_view: "View",
  offline_delete: "Delete",
  offline_delete_confirm: "Delete this game from the device?",
  offline_moves: {
    one: "{n} move",
    other: "{n} moves",
  },
  offline_playing: "in progress",
  offline_finished: "finished",
  offline_back: "Back to offline games",
  offline_loading_python:
    "Loading the rules and the bots into the browser… The first time takes a few seconds, then it is quicker.",
  offline_install: "Install the app",
  offline_sent: "sent to My games",
  offline_send: "Send finished games to My games",
  offline_send_done: "Games sent: {n}",
  offline_send_failed: "Could not send: {reason}",
  offline_tag: "offline, unrated",
};

export const offlineStrings = defineCatalog(ru, en, shellStrings);
export type Key = KeyOf<typeof offlineStrings>;
export const t = offlineStrings.t;
