"""Every sentence the server itself says to a person, in Russian and English."""

from __future__ import annotations

from igroteka.engine.i18n import Text

NOT_SIGNED_IN = Text("Сначала войдите или назовитесь гостем", "Sign in or play as a guest first")
BAD_LOGIN = Text("Неверный логин или пароль", "Wrong login or password")
LOGIN_TAKEN = Text("Логин «{login}» уже занят", "The login '{login}' is taken")
BAD_LOGIN_FORMAT = Text(
    "Логин: от 3 до 40 латинских букв, цифр, точек, дефисов или подчёркиваний",
    "A login is 3 to 40 Latin letters, digits, dots, dashes or underscores",
)
SHORT_PASSWORD = Text(
    "Пароль должен быть не короче {n} символов", "The password must be at least {n} characters"
)
BAD_REQUEST = Text("Неверный запрос: {detail}", "Invalid request: {detail}")
NOT_FOUND = Text("Не найдено", "Not found")
METHOD_NOT_ALLOWED = Text(
    "Здесь нельзя {method}: можно {allowed}", "{method} is not allowed here: use {allowed}"
)
FOREIGN_ORIGIN = Text(
    "Запрос пришёл не со страницы клуба, и ничего не сделано",
    "The request did not come from the club's own page, so nothing was done",
)
JSON_ONLY = Text(
    "Тело запроса должно быть в JSON (Content-Type: application/json)",
    "The request body must be JSON (Content-Type: application/json)",
)
NO_TABLE = Text("Нет такого стола", "No such table")
PRIVATE_TABLE = Text(
    "Это закрытый стол: нужна ссылка-приглашение",
    "This is a private table: you need the invite link",
)
TABLE_FULL = Text("За столом нет свободных мест", "The table has no free seats")
SEAT_TAKEN = Text("Место {seat} занято", "Seat {seat} is taken")
NO_SUCH_SEAT = Text("Нет места с номером {seat}", "There is no seat {seat}")
ALREADY_SEATED = Text("Вы уже сидите за этим столом", "You already have a seat at this table")
NOT_SEATED = Text("Вы не сидите за этим столом", "You have no seat at this table")
NOT_YOUR_SEAT = Text("Место {seat} не ваше", "Seat {seat} is not yours")
NOT_FINISHED = Text(
    "Реванш можно предложить, когда партия окончена",
    "A rematch can be offered once the game is over",
)
NOT_WAITING = Text("Игра за этим столом уже началась", "The game at this table has already started")
NOT_PLAYING = Text("Игра за этим столом не идёт", "No game is being played at this table")
STALE_VERSION = Text(
    "Позиция изменилась, пока вы думали: вот текущая",
    "The position changed while you were thinking: here is the current one",
)
SEAT_LOST = Text(
    "Это место передано боту до конца игры", "This seat was given to a bot for the rest of the game"
)
BAD_SEATS = Text(
    "Мест за столом «{game}»: {n}, а в заявке: {given}",
    "Seats at a '{game}' table: {n}; seats in the request: {given}",
)
NEED_ME = Text("Займите за столом хотя бы одно место", "Take at least one seat at the table")
BAD_LEVEL = Text("Неизвестный уровень бота «{level}»", "Unknown bot level '{level}'")
BAD_CLOCK = Text(
    "Контроль времени: «none», «move» (секунд на ход) или «game» (минуты и добавка); "
    "от {lo} до {hi} секунд",
    "Time control: 'none', 'move' (seconds per move) or 'game' (a bank and an increment); "
    "{lo} to {hi} seconds",
)
BAD_STAKE = Text("Ставка — целое число от 0 до {hi}", "A stake is a whole number from 0 to {hi}")
MALFORMED_JSON = Text("Сообщение — не JSON-объект", "The message is not a JSON object")
UNKNOWN_TYPE = Text("Неизвестный тип сообщения «{type}»", "Unknown message type '{type}'")
MISSING_FIELD = Text(
    "В сообщении «{type}» нет поля «{field}» нужного вида",
    "The '{type}' message lacks a valid '{field}' field",
)
TOO_LARGE = Text(
    "Сообщение слишком длинное ({size} байт, можно {limit})",
    "The message is too long ({size} bytes, at most {limit})",
)
NOT_SUBSCRIBED = Text(
    "Сначала откройте стол (сообщение hello)", "Open the table first (a hello message)"
)
GUEST_STAKE = Text(
    "Играть на фишки могут только зарегистрированные игроки, и только с начала игры",
    "Only registered players can play for chips, and only from the start of a game",
)
SHORT_OF_CHIPS = Text(
    "Для ставки {stake} не хватает фишек: у вас {balance}",
    "You don't have enough chips for a stake of {stake}: you have {balance}",
)
SHORT_OF_CHIPS_MULTIPLIED = Text(
    "При ставке {stake} проигрыш может дойти до {need} фишек, а у вас {balance}",
    "With a stake of {stake} you may lose up to {need} chips, and you have {balance}",
)


def short_of_chips(stake: int, need: int, balance: int) -> Text:
    """The refusal of a seat at a staked table: the stake, what may be lost if more, the balance."""
    if need == stake:
        return SHORT_OF_CHIPS.with_params(stake=stake, balance=balance)
    return SHORT_OF_CHIPS_MULTIPLIED.with_params(stake=stake, need=need, balance=balance)


NOTHING_TO_CLAIM = Text(
    "Время соперника не истекло: победу присудить нельзя",
    "Your opponent's time has not run out: there is no win to claim",
)
TIMEOUT_WIN = Text(
    "Время игрока {seat} истекло, соперник потребовал победу",
    "Player {seat} ran out of time and the opponent claimed the game",
)
RESIGNED = Text(
    "{name} (место {seat}) сдаётся: победа за соперником",
    "{name} (seat {seat}) resigns: the opponent wins",
)
CANNOT_RESIGN = Text(
    "Сдаться можно только в партии двоих без скрытых карт (в шашках и уголках вдвоём)",
    "You can resign only in a two-player game with no hidden cards (checkers, Ugolki for two)",
)
STORAGE_FAILED = Text(
    "Не удалось сохранить ход, попробуйте ещё раз", "Could not save the move, please try again"
)
REPLAY_NOT_FOUND = Text("Нет такой записанной игры", "No such recorded game")
REVIEW_NOT_FINISHED = Text(
    "Разобрать партию можно, когда она закончится", "A game can be reviewed once it has ended"
)
REVIEW_NO_SEAT = Text("В этой игре нет места {seat}", "This game has no seat {seat}")
REVIEW_BUSY = Text(
    "Сейчас разбирается слишком много партий: попробуйте через минуту",
    "Too many games are being reviewed right now: try again in a minute",
)
NO_SUCH_PLAYER = Text(
    "Такой игрок ещё не сыграл ни одной рейтинговой партии",
    "This player has not played a rated game yet",
)
NO_PDN = Text(
    "В PDN записываются только шашечные партии", "Only draughts games can be saved as PDN"
)
RULES_MISSING = Text("Правила этой игры ещё не написаны", "This game's rules are not written yet")
LEVELS = {
    "easy": Text("лёгкий", "easy"),
    "medium": Text("средний", "medium"),
    "hard": Text("сильный", "hard"),
}
OPEN_SEAT = Text("свободно", "free")
INVITE_NOT_YOURS = Text(
    "Ссылку-приглашение видят только создатель стола и те, кто за ним сидит",
    "Only the table's creator and the people seated at it can see its invite link",
)
INVITE_NOT_KEPT = Text(
    "Ссылка на этот стол была показана один раз, при его создании, и не сохранилась",
    "This table's link was shown once, when it was created, and was not kept",
)
TABLE_EXPIRED = Text(
    "Этот стол закрыт: {minutes} мин за ним никого не было и ничего не происходило",
    "This table was closed: nobody was at it and nothing happened for {minutes} min",
)
TABLE_CLOSED = Text(
    "Этот стол закрыт: все, кто за ним сидел, ушли", "This table was closed: everyone at it left"
)
