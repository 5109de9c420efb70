/** The friends' words: the lobby's «Друзья» tab, invitations, and inviting from a table. */
import { defineCatalog, shellStrings, type KeyOf, type Message } from "../i18n";

const ru = {
  tab_friends: "Друзья",
  friends_need_login: "Войдите, чтобы добавлять друзей и видеть, кто из них сейчас в клубе.",
  friends_guest:
    "Друзья бывают только у зарегистрированных игроков: гостя нельзя найти по имени, а его учётная запись живёт лишь в этом браузере. Зарегистрируйтесь — все ваши партии останутся с вами.",
  friend_name: "Логин или имя игрока",
  friend_add: "Позвать в друзья",
  friend_asked: "Заявка отправлена: {name} увидит её у себя на вкладке «Друзья».",
  friends_incoming: "Зовут в друзья",
  friends_outgoing: "Ждут ответа",
  friend_accept: "Принять",
  friend_decline: "Отклонить",
  friend_withdraw: "Отозвать",
  friend_remove: "Убрать из друзей",
  friends_title: "Мои друзья",
  no_friends: "Друзей пока нет: позовите кого-нибудь по логину или имени.",
  friend_online: "в клубе",
  friend_offline: "не в сети",
  friend_table_waiting: "{game}: ждёт игроков",
  friend_table_playing: "{game}: идёт партия",
  friend_private_table: "за закрытым столом",
  invitation_text: "зовёт вас за стол: {game}",
  invitation_dismiss: "Не сейчас",
  invite_friend_title: "Позвать друга",
  invite_friend_lead: "Друг увидит приглашение в лобби и сядет за стол одним нажатием.",
  invite_friend_choose: "Кого позвать",
  invite_friend_send: "Пригласить",
  invite_friend_sent: "Приглашение отправлено: {name} увидит его в лобби.",
  invite_friend_none: "Друзей пока нет: добавьте их на вкладке «Друзья» в лобби.",
} satisfies Record<string, Message>;

const en: Record<keyof typeof ru, Message> = {
  tab_friends: "Friends",
  friends_need_login: "Sign in to add friends and see which of them are in the club right now.",
  friends_guest:
    "Only registered players can have friends: nobody can find a guest by name, and a guest account lives only in this browser. Register, and all your games stay with you.",
  friend_name: "Player's login or name",
  friend_add: "Send a friend request",
  friend_asked: "Request sent: {name} will see it on their Friends tab.",
  friends_incoming: "Friend requests",
  friends_outgoing: "Waiting for an answer",
  friend_accept: "Accept",
  friend_decline: "Decline",
  friend_withdraw: "Withdraw",
  friend_remove: "Unfriend",
  friends_title: "My friends",
  no_friends: "No friends yet: send someone a request by their login or name.",
  friend_online: "online",
  friend_offline: "offline",
  friend_table_waiting: "{game}: waiting for players",
  friend_table_playing: "{game}: game in progress",
  friend_private_table: "at a private table",
  invitation_text: "invites you to a table: {game}",
  invitation_dismiss: "Not now",
  invite_friend_title: "Invite a friend",
  invite_friend_lead: "Your friend sees the invitation in the lobby and joins with one click.",
  invite_friend_choose: "Whom to invite",
  invite_friend_send: "Invite",
  invite_friend_sent: "Invitation sent: {name} will see it in the lobby.",
  invite_friend_none: "No friends yet: add them on the Friends tab of the lobby.",
};

export const friendStrings = defineCatalog(ru, en, shellStrings);
export type Key = KeyOf<typeof friendStrings>;
export const t = friendStrings.t;
