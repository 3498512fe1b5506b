import { API_BASE, ApiPaths, fromBaseUnits } from '@fc/shared/contracts';
import { t, type Vars } from '../../plugins/i18n';
import { MERCHANT_NAME } from './constants';
import type { SandboxPaymentRow } from './repository';

/** The checkout pages' languages (the site's en and ko). */
export type PageLanguage = 'en' | 'ko';

export function pageLanguage(value: unknown): PageLanguage {
  return value === 'ko' ? 'ko' : 'en';
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function text(language: PageLanguage, key: string, vars: Vars = {}): string {
  return escapeHtml(t(language === 'ko' ? 'ko-KR' : 'en-US', 'payments', `sandbox.${key}`, vars));
}

// Plain, high-contrast and readable without scripts; the banner says it is a sandbox before anything else.
const STYLE = `body{font-family:system-ui,sans-serif;margin:0;background:#f4f5f7;color:#1b1d22}
main{max-width:28rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:.5rem;box-shadow:0 1px 3px #0003}
.banner{background:#fff3c4;border:2px solid #8a6d00;color:#3d3000;padding:.75rem;border-radius:.25rem;font-weight:600}
label{display:block;font-weight:600;margin-top:1rem}input{font-size:1.1rem;padding:.5rem;width:100%;box-sizing:border-box}
button{font-size:1rem;padding:.6rem 1rem;margin:1rem .5rem 0 0;border-radius:.25rem;border:1px solid #1b1d22;background:#1b4fd8;color:#fff}
button.secondary{background:#fff;color:#1b1d22}.error{color:#a00;font-weight:600}dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}
dt{font-weight:600}a{color:#1b4fd8}`;

function page(language: PageLanguage, title: string, body: string): string {
  return `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><link rel="icon" href="data:,"><title>${title}</title><style>${STYLE}</style></head>
<body><main><p class="banner" role="note">${text(language, 'banner')}</p>${body}</main></body></html>`;
}

function summary(language: PageLanguage, payment: SandboxPaymentRow): string {
  return `<h1>${text(language, 'merchant', { merchant: MERCHANT_NAME })}</h1>
<dl><dt>${text(language, 'amount')}</dt><dd>${escapeHtml(fromBaseUnits('USD', payment.amount))} USD</dd>
<dt>${text(language, 'order')}</dt><dd>${escapeHtml(payment.orderPublicId)}</dd></dl>`;
}

function hidden(payment: SandboxPaymentRow, language: PageLanguage): string {
  return `<input type="hidden" name="session" value="${escapeHtml(payment.id)}"><input type="hidden" name="lang" value="${language}">`;
}

/** The card form; `error` when the number typed is not a test card. */
export function checkoutPage(language: PageLanguage, payment: SandboxPaymentRow, error = false): string {
  const amount = escapeHtml(fromBaseUnits('USD', payment.amount));
  return page(
    language,
    text(language, 'title'),
    `${summary(language, payment)}
<form method="post" action="${API_BASE}${ApiPaths.sandboxPay}">${hidden(payment, language)}
<label for="card">${text(language, 'cardNumber')}</label>
<input id="card" name="card" inputmode="numeric" autocomplete="cc-number" required maxlength="23" aria-describedby="card-hint${error ? ' card-error' : ''}"${error ? ' aria-invalid="true"' : ''}>
${error ? `<p id="card-error" class="error" role="alert">${text(language, 'unknownCard')}</p>` : ''}
<p id="card-hint">${text(language, 'cardHint')}</p>
<button type="submit">${text(language, 'pay', { amount })}</button></form>
<p><a href="${escapeHtml(payment.cancelUrl)}">${text(language, 'back')}</a></p>`,
  );
}

/** The 3-D Secure-like step of the 4000 0027 6000 3184 card. */
export function authenticationPage(language: PageLanguage, payment: SandboxPaymentRow): string {
  const amount = escapeHtml(fromBaseUnits('USD', payment.amount));
  return page(
    language,
    text(language, 'authTitle'),
    `<h1>${text(language, 'authTitle')}</h1><p>${text(language, 'authText', { amount, last4: payment.cardLast4 ?? '' })}</p>
<form method="post" action="${API_BASE}${ApiPaths.sandboxConfirm}">${hidden(payment, language)}
<button type="submit" name="outcome" value="approve">${text(language, 'authApprove')}</button>
<button type="submit" name="outcome" value="fail" class="secondary">${text(language, 'authFail')}</button></form>`,
  );
}

export function closedPage(language: PageLanguage, payment: SandboxPaymentRow): string {
  return page(
    language,
    text(language, 'closedTitle'),
    `<h1>${text(language, 'closedTitle')}</h1><p>${text(language, 'closedText')}</p><p><a href="${escapeHtml(payment.successUrl)}">${text(language, 'returnToSite')}</a></p>`,
  );
}

export function notFoundPage(language: PageLanguage): string {
  return page(language, text(language, 'notFoundTitle'), `<h1>${text(language, 'notFoundTitle')}</h1><p>${text(language, 'notFoundText')}</p><p><a href="/">${text(language, 'returnToSite')}</a></p>`);
}
