// The dashboard's only script (progressive enhancement: every page works without it). It moves the progress bars
// of running jobs by polling /dashboard/jobs/{id}/progress, and copies a just-created secret to the clipboard.
export const DASHBOARD_JS = `
(function () {
  'use strict';
  var POLL_MS = 1000;

  function paint(el, p) {
    var pct = p.total > 0 ? Math.min(100, Math.round((p.processed / p.total) * 100)) : (p.status === 'completed' ? 100 : 0);
    var bar = el.querySelector('.progress');
    bar.className = 'progress ' + p.status;
    bar.setAttribute('aria-valuenow', String(pct));
    bar.firstElementChild.style.width = pct + '%';
    el.querySelector('.progress-text').textContent = p.processed + ' / ' + p.total + ' rows · ' + p.status;
    var badge = document.querySelector('[data-job-status="' + el.dataset.jobId + '"]');
    if (badge) { badge.textContent = p.status; badge.className = 'badge ' + p.status; }
    el.dataset.status = p.status;
  }

  function follow(el) {
    var url = '/dashboard/jobs/' + encodeURIComponent(el.dataset.jobId) + '/progress';
    function tick() {
      fetch(url, { headers: { Accept: 'application/json' }, credentials: 'same-origin' })
        .then(function (r) { return r.ok ? r.json() : null; })
        .then(function (p) {
          if (!p) return;
          paint(el, p);
          if (p.status === 'queued' || p.status === 'running') setTimeout(tick, POLL_MS);
          else if (el.dataset.reloadWhenDone === 'true') setTimeout(function () { location.reload(); }, 600);
        })
        .catch(function () { setTimeout(tick, POLL_MS * 3); });
    }
    setTimeout(tick, POLL_MS);
  }

  document.querySelectorAll('[data-job-id][data-status="queued"], [data-job-id][data-status="running"]').forEach(follow);

  document.querySelectorAll('button[data-copy]').forEach(function (button) {
    button.addEventListener('click', function () {
      var text = document.getElementById(button.dataset.copy).textContent;
      navigator.clipboard.writeText(text).then(function () { button.textContent = 'Copied'; }, function () { button.textContent = 'Select and copy by hand'; });
    });
  });

  document.querySelectorAll('form[data-confirm]').forEach(function (form) {
    form.addEventListener('submit', function (e) { if (!confirm(form.dataset.confirm)) e.preventDefault(); });
  });
})();
`;
