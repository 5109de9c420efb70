/** Invitations from friends, on top of every lobby tab: who calls, to which game, and a way in. */
import { t as shell, tx } from "../i18n";
import { gameInfo } from "../games";
import { errorText } from "../ui/common";
import { friendsApi } from "./api";
import { adoptFriends, friends, friendsError } from "./store";
import { t } from "./strings";

export function gameName(id: string): string {
  const info = gameInfo(id);
  return info ? tx(info.name) : id;
}

export function Invitations() {
  const list = friends.value?.invitations ?? [];
  if (list.length === 0) return null;
  return (
    <ul class="invitations" aria-live="polite">
      {list.map((invitation) => (
        <li key={invitation.id} class="invitation card" data-testid="invitation" data-table={invitation.table}>
          <span>
            {/* The name as its owner wrote it (no translation applies), then the sentence. */}
            <strong data-user-text="">{invitation.sender.name}</strong>{" "}
            {t("invitation_text", { game: gameName(invitation.game) })}
          </span>
          <span class="row-actions">
            <a class="button primary" href={invitation.url}>{shell("take_seat")}</a>
            <button type="button" class="secondary"
              onClick={() => friendsApi.dismiss(invitation.id).then(adoptFriends, (err) => (friendsError.value = errorText(err)))}>
              {t("invitation_dismiss")}
            </button>
          </span>
        </li>
      ))}
    </ul>
  );
}
