/**
 * The few HTML pages the built-in provider shows: sign-in, sign-out and problems. Self-contained
 * (no scripts or assets to load), readable at phone width and in a dark colour scheme.
 */

/** Shown above the sign-in form; the web client's own title is the same. */
export const PRODUCT_NAME = 'Operations Portal';

export const WRONG_CREDENTIALS = 'The user name or password is incorrect.';
export const TOO_MANY_ATTEMPTS = 'Too many sign-in attempts. Wait a minute and try again.';

export interface Branding {
  environmentName: string;
  environmentColor: string;
}

export function escapeHtml(value: unknown): string {
  return String(value ?? '')
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** Config text ends up in CSS; anything but a plain colour falls back to the default blue. */
function safeColor(color: string): string {
  return /^(#[0-9a-f]{3,8}|[a-z]{3,20})$/i.test(color.trim()) ? color.trim() : '#1565c0';
}

const STYLE = `
:root{color-scheme:light dark;--bg:#f4f6f8;--card:#fff;--text:#1f2937;--muted:#5f6b7a;--border:#c9d1db;--accent:#1565c0;--accent-text:#fff;--error:#b3261e;--error-bg:#fdecea}
@media (prefers-color-scheme:dark){:root{--bg:#121417;--card:#1e2227;--text:#e6e9ed;--muted:#a3adb9;--border:#3b434d;--accent:#64a8f0;--accent-text:#0b1a2b;--error:#ffb4ab;--error-bg:#3b1d1b}}
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;padding:16px;background:var(--bg);color:var(--text);font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
main{width:100%;max-width:380px;background:var(--card);border:1px solid var(--border);border-radius:12px;padding:32px 28px;box-shadow:0 2px 12px rgba(0,0,0,.08)}
h1{font-size:1.4rem;margin:0 0 4px}
.env{display:inline-block;margin:0 0 24px;padding:2px 10px;border-radius:999px;font-size:.8rem;font-weight:600;color:#fff}
p{margin:0 0 16px;color:var(--muted)}
label{display:block;font-weight:600;margin:0 0 6px}
input[type=text],input[type=password]{width:100%;font:inherit;padding:10px 12px;margin:0 0 16px;border:1px solid var(--border);border-radius:8px;background:var(--card);color:var(--text)}
input:focus-visible,button:focus-visible,a:focus-visible{outline:3px solid var(--accent);outline-offset:2px}
button,.button{display:block;width:100%;font:inherit;font-weight:600;padding:10px 12px;border:0;border-radius:8px;background:var(--accent);color:var(--accent-text);cursor:pointer;text-align:center;text-decoration:none}
button.secondary{background:transparent;color:var(--accent);border:1px solid var(--border);margin-top:8px}
.error{color:var(--error);background:var(--error-bg);border-radius:8px;padding:10px 12px}
`;

function page(title: string, brand: Branding, body: string): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} - ${escapeHtml(PRODUCT_NAME)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>${escapeHtml(PRODUCT_NAME)}</h1>
<span class="env" style="background:${safeColor(brand.environmentColor)}">${escapeHtml(brand.environmentName)}</span>
${body}
</main>
</body>
</html>`;
}

export interface LoginPageInput {
  action: string;
  userName?: string;
  error?: string;
}

export function loginPage(brand: Branding, { action, userName = '', error }: LoginPageInput): string {
  const message = error ? `<p class="error" role="alert" id="login-error">${escapeHtml(error)}</p>` : '';
  const describedBy = error ? ' aria-describedby="login-error"' : '';
  // After a failed attempt the user name stays filled in, so the cursor goes to the password.
  const focusName = userName ? '' : ' autofocus';
  const focusPassword = userName ? ' autofocus' : '';
  return page('Sign in', brand, `${message}
<form method="post" action="${escapeHtml(action)}">
<label for="username">User name</label>
<input type="text" id="username" name="username" value="${escapeHtml(userName)}" autocomplete="username" autocapitalize="none" spellcheck="false" required${focusName}${describedBy}>
<label for="password">Password</label>
<input type="password" id="password" name="password" autocomplete="current-password" required${focusPassword}${describedBy}>
<button type="submit">Sign in</button>
</form>`);
}

export function messagePage(brand: Branding, title: string, message: string, link?: { href: string; text: string }): string {
  const action = link ? `<a class="button" href="${escapeHtml(link.href)}">${escapeHtml(link.text)}</a>` : '';
  return page(title, brand, `<p role="alert">${escapeHtml(message)}</p>${action}`);
}

/**
 * Sign-out confirmation. `form` is oidc-provider's own form (it carries the anti-forgery token).
 * When the web client asked with a valid id_token_hint the page submits itself, so "Log out" in the
 * portal needs no second click; a bare link to the logout endpoint still asks.
 */
/**
 * The one inline script of the sign-in pages: it submits the sign-out form by itself. The portal's
 * Content-Security-Policy allows it by its hash (platform/security-headers), and nothing else inline.
 */
export const LOGOUT_AUTO_SUBMIT_SCRIPT = 'document.forms[0].submit()';

export function logoutPage(brand: Branding, form: string, autoSubmit: boolean): string {
  if (autoSubmit) {
    const submitting = form.replace('</form>', '<input type="hidden" name="logout" value="yes"/></form>');
    return page('Signing out', brand, `<p>Signing out...</p>${submitting}
<noscript><button type="submit" form="op.logoutForm">Sign out</button></noscript>
<script>${LOGOUT_AUTO_SUBMIT_SCRIPT}</script>`);
  }
  return page('Sign out', brand, `<p>Do you want to sign out of ${escapeHtml(PRODUCT_NAME)}?</p>${form}
<button type="submit" form="op.logoutForm" name="logout" value="yes" autofocus>Sign out</button>
<button type="submit" form="op.logoutForm" class="secondary">Stay signed in</button>`);
}
