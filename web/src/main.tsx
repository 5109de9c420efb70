import { effect } from "@preact/signals";
import { render } from "preact";
import { t } from "./i18n";
import { loadGames } from "./games";
import { loadSession } from "./session";
import { initSettings } from "./settings/store";
import { App } from "./ui/App";
import { initRouter } from "./ui/router";
import { registerServiceWorker } from "./offline/install";
import { startSending } from "./offline/upload";
import "./styles.css";

initSettings();
initRouter();
// The service worker keeps the club on the device (the offline app); not in `npm run dev`.
if (import.meta.env.PROD) registerServiceWorker();
void loadSession();
// Finished offline games go to the account once signed in and online (docs/offline.md).
startSending();
void loadGames().catch(() => undefined);
effect(() => {
  document.title = t("brand");
});
render(<App />, document.getElementById("app")!);
