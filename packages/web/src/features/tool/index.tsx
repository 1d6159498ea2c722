// Minimal stand-in created by the web-shell engineer so the home page builds; the tool/admin engineer
// overwrites this file with the real four-step tool (contract: `export function ToolSection()`).
export function ToolSection() {
  return <section aria-label="Alt text generator" />;
}
