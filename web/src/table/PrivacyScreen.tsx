/** Two people, one device: the table is hidden until the next player says they hold it. */
import { t } from "../i18n";

export function PrivacyScreen({ seatNumber, name, onReveal }: { seatNumber: number; name: string; onReveal: () => void }) {
  return (
    <div class="privacy-screen" role="dialog" aria-modal="true" aria-labelledby="privacy-title" data-testid="privacy-screen">
      <div class="privacy-card">
        <h2 id="privacy-title">{t("privacy_pass_to", { n: seatNumber })}</h2>
        {name && <p class="lead">{name}</p>}
        <p class="muted">{t("privacy_explained")}</p>
        <button type="button" class="primary big" autoFocus onClick={onReveal}>{t("privacy_show", { n: seatNumber })}</button>
      </div>
    </div>
  );
}
