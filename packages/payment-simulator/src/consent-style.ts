/** The consent page's stylesheet, inlined so the page needs no file beside the code. */
export const consentStyle = `/* The bKash simulator's consent page: a phone-sized wallet screen, magenta like bKash's own. */

*,
*::before,
*::after {
  box-sizing: border-box;
}

html {
  -webkit-text-size-adjust: 100%;
}

body {
  margin: 0;
  min-height: 100vh;
  background: #f4f4f6;
  color: #1d1d1f;
  font:
    16px / 1.45 system-ui,
    -apple-system,
    "Segoe UI",
    Roboto,
    sans-serif;
}

.brand {
  background: #d12053;
  color: #fff;
  padding: 16px 20px 40px;
}

.brand-name {
  margin: 0;
  font-size: 1.5rem;
  font-weight: 700;
}

.brand-tag {
  display: inline-block;
  margin-left: 6px;
  padding: 2px 8px;
  border-radius: 999px;
  background: #fff;
  color: #a3123d;
  font-size: 0.8rem;
  font-weight: 700;
  text-transform: uppercase;
  letter-spacing: 0.04em;
  vertical-align: middle;
}

.brand-note {
  margin: 4px 0 0;
  font-size: 0.875rem;
}

.card {
  max-width: 420px;
  margin: -24px 12px 24px;
  padding: 20px 16px;
  border-radius: 12px;
  background: #fff;
  box-shadow: 0 2px 8px rgb(0 0 0 / 12%);
}

@media (min-width: 444px) {
  .card {
    margin-left: auto;
    margin-right: auto;
  }
}

h1 {
  margin: 0 0 12px;
  font-size: 1.25rem;
}

.summary {
  margin: 0 0 16px;
}

.summary div {
  display: flex;
  justify-content: space-between;
  gap: 12px;
  padding: 8px 0;
  border-bottom: 1px solid #ececf0;
}

.summary dt {
  color: #55555c;
}

.summary dd {
  margin: 0;
  font-weight: 600;
  text-align: right;
}

.summary .amount {
  color: #a3123d;
  font-size: 1.25rem;
}

.consent-form label {
  display: block;
  margin: 12px 0 4px;
  font-weight: 600;
}

.consent-form input {
  width: 100%;
  min-height: 48px;
  padding: 10px 12px;
  border: 1px solid #8a8a92;
  border-radius: 8px;
  font: inherit;
  font-size: 1.125rem;
  letter-spacing: 0.08em;
}

.consent-form input:focus {
  outline: 3px solid #f29ab5;
  border-color: #d12053;
}

.hint {
  margin: 4px 0 0;
  color: #55555c;
  font-size: 0.875rem;
}

.error {
  margin: 0 0 8px;
  padding: 10px 12px;
  border-radius: 8px;
  background: #fdecef;
  color: #8c0f33;
  font-weight: 600;
}

.notice {
  margin: 0 0 16px;
}

.actions {
  display: grid;
  gap: 10px;
  margin-top: 20px;
}

button,
.button {
  display: block;
  width: 100%;
  min-height: 48px;
  padding: 12px;
  border: 2px solid #d12053;
  border-radius: 8px;
  font: inherit;
  font-weight: 700;
  text-align: center;
  text-decoration: none;
  cursor: pointer;
}

.approve,
.button {
  background: #d12053;
  color: #fff;
}

.secondary {
  background: #fff;
  color: #a3123d;
}

button:focus-visible,
.button:focus-visible {
  outline: 3px solid #1d1d1f;
  outline-offset: 2px;
}
`
