/**
 * Always visible at a table: whether moves get through. "No connection" shows as soon
 * as the socket fell silent (web/src/net/connection.ts), while it reconnects by itself.
 */
import { t } from "../i18n";
import type { TableConnection } from "../net/connection";

export function ConnectionIndicator({ conn }: { conn: TableConnection }) {
  const status = conn.status.value;
  const label =
    status === "online"
      ? t("conn_online")
      : status === "connecting"
        ? t("conn_connecting")
        : status === "reconnecting"
          ? t("conn_reconnecting")
          : t("conn_closed");
  return (
    <div class={`conn conn-${status}`} role="status" aria-live="polite" data-testid="connection" data-status={status}>
      <span class="conn-dot" aria-hidden="true" />
      <span>{label}</span>
      {status === "reconnecting" && (
        <button type="button" class="link" onClick={() => conn.reconnectNow()}>{t("conn_retry_now")}</button>
      )}
    </div>
  );
}
