/** A game's full rules on a page of their own (the table shows them in its side panel too). */
import { useEffect } from "preact/hooks";
import { t, tx } from "../i18n";
import { gameInfo, loadGames } from "../games";
import { RulesText } from "../table/SidePanel";

export function RulesPage({ game }: { game: string }) {
  useEffect(() => { void loadGames().catch(() => undefined); }, []);
  const info = gameInfo(game);
  return (
    <main class="page rules-page">
      <p><a href="/" class="back">← {t("back_to_lobby")}</a></p>
      <h1>{t("rules_of", { game: info ? tx(info.name) : game })}</h1>
      <article class="card"><RulesText game={game} /></article>
    </main>
  );
}
