/** A name for a guest, or a login and password: the only door into the club. */
import { useState } from "preact/hooks";
import { t } from "../i18n";
import { loginRequest, register, signIn, signInGuest } from "../session";
import { Dialog, ErrorBox, Tabs, errorText } from "./common";

type Mode = "guest" | "login" | "register";

export function LoginDialog() {
  const request = loginRequest.value;
  const [mode, setMode] = useState<Mode>(request?.mode ?? "guest");
  const [name, setName] = useState("");
  const [login, setLogin] = useState("");
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (!request) return null;

  const close = () => {
    loginRequest.value = null;
    request.resolve(null);
  };

  const submit = async (event: Event) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const next =
        mode === "guest"
          ? await signInGuest(name.trim() || t("guest_default_name"))
          : mode === "login"
            ? await signIn(login.trim(), password)
            : await register(login.trim(), password, name.trim() || login.trim());
      loginRequest.value = null;
      request.resolve(next);
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog title={t("login_title")} onClose={close}>
      <Tabs
        label={t("login_title")}
        current={mode}
        onSelect={(key) => { setMode(key); setError(null); }}
        tabs={[
          { key: "guest", label: t("login_guest_tab") },
          { key: "login", label: t("login_tab") },
          { key: "register", label: t("register_tab") },
        ]}
      />
      <form class="form" onSubmit={submit}>
        {mode === "guest" && <p class="muted">{t("guest_explained")}</p>}
        {mode !== "login" && (
          <label class="field">
            <span>{t("your_name")}</span>
            <input name="name" autoComplete="nickname" maxLength={32} value={name}
              placeholder={t("guest_default_name")} onInput={(e) => setName(e.currentTarget.value)} autoFocus />
          </label>
        )}
        {mode !== "guest" && (
          <>
            <label class="field">
              <span>{t("login_field")}</span>
              <input name="login" autoComplete="username" required value={login} onInput={(e) => setLogin(e.currentTarget.value)} />
            </label>
            <label class="field">
              <span>{t("password_field")}</span>
              <input name="password" type="password" required minLength={mode === "register" ? 6 : undefined}
                autoComplete={mode === "register" ? "new-password" : "current-password"}
                value={password} onInput={(e) => setPassword(e.currentTarget.value)} />
            </label>
          </>
        )}
        <ErrorBox error={error} />
        <div class="actions">
          <button type="submit" class="primary" disabled={busy} data-testid="login-submit">
            {mode === "guest" ? t("play_as_guest") : mode === "login" ? t("sign_in") : t("register")}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
