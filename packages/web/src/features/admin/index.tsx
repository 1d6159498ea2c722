// Minimal stand-in created by the web-shell engineer so /admin builds; the tool/admin engineer
// overwrites this file with the real dashboard (contract: `export function AdminPage()`).
export function AdminPage() {
  return <h1>Administration</h1>;
}
