/** The page frame: header, the screen for the current address, dialogs and the display overlays. */
import { t } from "../i18n";
import { LobbyPage } from "../pages/Lobby";
import { ProfilePage } from "../pages/Profile";
import { ReplayPage } from "../pages/Replay";
import { RulesPage } from "../pages/Rules";
import { SettingsPage } from "../pages/Settings";
import { TablePage } from "../pages/Table";
import { CreateTablePage } from "../pages/CreateTable";
import { OfflinePage } from "../offline/OfflinePage";
import { loginRequest } from "../session";
import { Header } from "./Header";
import { LoginDialog } from "./LoginDialog";
import { match, route } from "./router";

function Screen() {
  const { path, query } = route.value;
  let params: Record<string, string> | null;
  if ((params = match("/table/:id", path))) return <TablePage key={params.id} id={params.id} invite={query.get("invite")} />;
  if ((params = match("/replay/:id", path))) return <ReplayPage key={params.id} id={params.id} />;
  if ((params = match("/rules/:game", path))) return <RulesPage game={params.game} />;
  if ((params = match("/new/:game", path))) return <CreateTablePage key={params.game} game={params.game} />;
  if ((params = match("/player/:key", path))) return <ProfilePage key={params.key} player={params.key} />;
  if (path === "/settings") return <SettingsPage />;
  if (path === "/offline") return <OfflinePage />;
  if (path === "/" || path === "/tables" || path === "/ratings" || path === "/me" || path === "/friends") return <LobbyPage />;
  return (
    <main class="page">
      <h1>{t("not_found_title")}</h1>
      <p><a href="/">{t("back_to_lobby")}</a></p>
    </main>
  );
}

export function App() {
  const request = loginRequest.value;
  return (
    <>
      <a class="skip-link" href="#main">{t("skip_to_content")}</a>
      <Header />
      <div id="main" tabIndex={-1}>
        <Screen />
      </div>
      {request && <LoginDialog key={request.id} />}
      <div class="overlay warmth" aria-hidden="true" />
      <div class="overlay grain" aria-hidden="true" />
    </>
  );
}
