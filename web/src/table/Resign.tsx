/**
 * «Сдаться» in the board games for two: a button, then a question that says
 * what follows (the opponent wins), so a stray tap never ends a game.
 */
import { useState } from "preact/hooks";
import { t } from "../i18n";

/** Whether a player may resign here: the server allows it in two-player games without hidden cards. */
export function canResign(seatCount: number, hiddenInformation: boolean): boolean {
  return seatCount === 2 && !hiddenInformation;
}

export function ResignButton({ onAsk }: { onAsk: () => void }) {
  return (
    <button type="button" class="secondary" data-testid="resign" onClick={onAsk}>{t("resign")}</button>
  );
}

export function ResignConfirm({ name, shared, online, onResign, onCancel }: {
  /** Who resigns, named on a device two people share. */
  name: string;
  shared: boolean;
  online: boolean;
  onResign: () => void;
  onCancel: () => void;
}) {
  const [sent, setSent] = useState(false);
  return (
    <div class="resign-confirm card" role="alertdialog" aria-labelledby="resign-question" data-testid="resign-confirm">
      <p id="resign-question"><strong>{shared ? t("resign_confirm_seat", { name }) : t("resign_confirm")}</strong></p>
      <p class="muted small">{t("resign_explained")}</p>
      {!online && <p class="muted small">{t("resign_offline")}</p>}
      <div class="actions">
        <button type="button" class="danger" data-testid="resign-yes" disabled={sent || !online}
          onClick={() => { setSent(true); onResign(); }}>{t("resign_yes")}</button>
        <button type="button" class="secondary" onClick={onCancel}>{t("cancel")}</button>
      </div>
    </div>
  );
}
