"""What the server says about friends and invitations, in Russian and English."""

from __future__ import annotations

from igroteka.engine.i18n import Text

GUEST_NO_FRIENDS = Text(
    "Друзья есть только у зарегистрированных игроков: гостя нельзя найти по имени, "
    "а его учётная запись живёт лишь в этом браузере",
    "Only registered players have friends: a guest cannot be found by name, "
    "and their account lives only in this browser",
)
UNKNOWN_PLAYER = Text(
    "В клубе нет зарегистрированного игрока «{name}»",
    "There is no registered player called '{name}' in the club",
)
AMBIGUOUS_PLAYER = Text(
    "Игроков с именем «{name}» несколько: укажите логин того, кого ищете",
    "Several players are called '{name}': give the login of the one you mean",
)
FRIEND_SELF = Text("Себя в друзья добавить нельзя", "You cannot add yourself as a friend")
ALREADY_FRIENDS = Text("{name} уже у вас в друзьях", "{name} is already your friend")
ALREADY_ASKED = Text(
    "Вы уже позвали {name} в друзья: ждём ответа", "You already asked {name}: waiting for an answer"
)
NO_REQUEST = Text(
    "От этого игрока нет заявки в друзья", "There is no friend request from this player"
)
NOT_LINKED = Text(
    "Этого игрока нет ни в друзьях, ни в заявках",
    "This player is neither your friend nor in your requests",
)
NOT_A_FRIEND = Text(
    "«{name}» нет среди ваших друзей: пригласить за стол можно только друга",
    "'{name}' is not among your friends: you can invite only a friend to a table",
)
INVITE_NOT_AT_TABLE = Text(
    "Приглашать можно только за стол, за которым вы сидите",
    "You can invite friends only to a table where you have a seat",
)
NO_INVITATION = Text("Такого приглашения нет", "There is no such invitation")
