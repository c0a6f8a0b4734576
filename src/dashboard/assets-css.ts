// The dashboard's one stylesheet: plain CSS, no build step. Served by assets.ts under a path that changes with
// its content, so browsers may cache it for good.
export const DASHBOARD_CSS = `
:root {
  --ink: #1d2433; --muted: #5b6477; --line: #d9dee8; --paper: #ffffff; --wash: #f4f6fa;
  --accent: #2456c7; --ok: #1d7a46; --warn: #9a6200; --bad: #b3261e;
  font: 15px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: var(--ink); background: var(--wash);
}
* { box-sizing: border-box; }
body { margin: 0; }
a { color: var(--accent); }
header.top { display: flex; align-items: center; gap: 24px; padding: 10px 24px; background: var(--ink); color: #fff; }
header.top .brand { font-weight: 700; }
header.top nav { display: flex; gap: 16px; flex: 1; }
header.top nav a { color: #cfd8ea; text-decoration: none; padding: 4px 0; border-bottom: 2px solid transparent; }
header.top nav a[aria-current="page"] { color: #fff; border-bottom-color: #fff; }
header.top .who { color: #cfd8ea; font-size: 13px; display: flex; gap: 12px; align-items: center; }
header.top .who button { background: none; border: 1px solid #6c7890; color: #fff; }
main { max-width: 1180px; margin: 0 auto; padding: 20px 24px 48px; }
h1 { font-size: 22px; margin: 4px 0 16px; }
h2 { font-size: 17px; margin: 28px 0 10px; }
.panel { background: var(--paper); border: 1px solid var(--line); border-radius: 6px; padding: 16px; margin-bottom: 16px; }
table { width: 100%; border-collapse: collapse; background: var(--paper); border: 1px solid var(--line); }
th, td { text-align: left; padding: 8px 10px; border-bottom: 1px solid var(--line); vertical-align: top; }
th { font-size: 12px; text-transform: uppercase; letter-spacing: .04em; color: var(--muted); background: var(--wash); }
td.num, th.num { text-align: right; font-variant-numeric: tabular-nums; }
td .sub { color: var(--muted); font-size: 13px; }
form.filters { display: flex; flex-wrap: wrap; gap: 10px; align-items: flex-end; }
label { display: flex; flex-direction: column; gap: 4px; font-size: 13px; color: var(--muted); }
input, select, button { font: inherit; padding: 6px 10px; border: 1px solid var(--line); border-radius: 4px; background: #fff; color: var(--ink); }
a.button { padding: 6px 10px; border: 1px solid var(--accent); border-radius: 4px; }
button, .button { cursor: pointer; background: var(--accent); color: #fff; border-color: var(--accent); text-decoration: none; display: inline-block; }
button.secondary, .button.secondary { background: #fff; color: var(--accent); }
button.danger { background: var(--bad); border-color: var(--bad); }
form.inline { display: inline; }
.actions { display: flex; gap: 8px; flex-wrap: wrap; align-items: center; }
.badge { display: inline-block; padding: 1px 8px; border-radius: 10px; font-size: 12px; font-weight: 600; background: var(--wash); border: 1px solid var(--line); }
.badge.open, .badge.failed, .badge.inactive { color: var(--bad); border-color: #e9b4b0; background: #fdf1f0; }
.badge.resolved, .badge.completed, .badge.active, .badge.delivered { color: var(--ok); border-color: #a9d8bd; background: #eef8f2; }
.badge.running, .badge.queued, .badge.pending { color: var(--warn); border-color: #e8cf9e; background: #fdf6e8; }
.badge.revoked { color: var(--muted); }
.flash { padding: 10px 14px; border-radius: 6px; margin-bottom: 16px; border: 1px solid; }
.flash.ok { background: #eef8f2; border-color: #a9d8bd; }
.flash.error { background: #fdf1f0; border-color: #e9b4b0; }
.progress { position: relative; height: 16px; min-width: 140px; background: var(--wash); border: 1px solid var(--line); border-radius: 8px; overflow: hidden; }
.progress > span { display: block; height: 100%; background: var(--accent); transition: width .4s; }
.progress.completed > span { background: var(--ok); }
.progress.failed > span { background: var(--bad); }
.progress-text { font-size: 12px; color: var(--muted); }
pre { background: #1d2433; color: #e8ecf4; padding: 12px; border-radius: 6px; overflow: auto; max-height: 480px; font-size: 13px; }
dl.facts { display: grid; grid-template-columns: max-content 1fr; gap: 6px 18px; margin: 0; }
dl.facts dt { color: var(--muted); }
dl.facts dd { margin: 0; }
.secret { display: flex; gap: 8px; align-items: center; }
.secret code { background: var(--wash); border: 1px solid var(--line); padding: 6px 10px; border-radius: 4px; font-size: 14px; word-break: break-all; }
.pager { display: flex; justify-content: space-between; margin-top: 12px; }
.muted { color: var(--muted); }
.login { max-width: 380px; margin: 80px auto; }
.login form { display: flex; flex-direction: column; gap: 12px; }
.message { max-width: 560px; margin: 60px auto; text-align: center; }
`;
