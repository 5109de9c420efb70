import { effect } from "@preact/signals";
import { render } from "preact";
import { t } from "./i18n";
import { loadGames } from "./games";
import { loadSession } from "./session";
import { initSettings } from "./settings/store";
import { App } from "./ui/App";
import { initRouter } from "./ui/router";
import "./styles.css";

initSettings();
initRouter();
void loadSession();
void loadGames().catch(() => undefined);
effect(() => {
  document.title = t("brand");
});
render(<App />, document.getElementById("app")!);
