// The page's small layer over htmx: the admin token for writes (asked once, kept in
// sessionStorage, sent as Bearer), problem+json answers shown beside the form field they name,
// and the measurement plots (uPlot). Everything else is server-rendered HTML.
(function () {
  'use strict';
  const KEY = 'linkledger.token';
  let pending = null;

  function token() { return sessionStorage.getItem(KEY); }

  function askForToken(message) {
    const box = document.getElementById('token-box');
    const note = box.querySelector('.token-note') || box.insertBefore(document.createElement('p'), box.querySelector('form'));
    note.className = 'token-note';
    note.textContent = message || '';
    box.hidden = false;
    document.getElementById('token-input').focus();
  }

  document.addEventListener('htmx:configRequest', function (evt) {
    const t = token();
    if (t) evt.detail.headers['Authorization'] = 'Bearer ' + t;
  });

  // A write without a token waits for it: ask, then send the same request.
  document.addEventListener('htmx:confirm', function (evt) {
    if (evt.detail.verb === 'get' || token()) return;
    evt.preventDefault();
    pending = evt.detail;
    askForToken('This change needs the admin token.');
  });

  document.addEventListener('submit', function (evt) {
    if (evt.target.id !== 'token-form') return;
    evt.preventDefault();
    const value = document.getElementById('token-input').value.trim();
    if (!value) return;
    sessionStorage.setItem(KEY, value);
    document.getElementById('token-box').hidden = true;
    if (pending) { const p = pending; pending = null; p.issueRequest(true); }
    else if (document.getElementById('signin')) loadWithToken();
  });

  // The sign-in page stands where a read was refused: load what was asked, with the token.
  function loadWithToken() {
    htmx.ajax('GET', location.href, { target: 'body', swap: 'innerHTML' });
  }
  document.addEventListener('DOMContentLoaded', function () {
    if (!document.getElementById('signin')) return;
    if (token()) loadWithToken(); else askForToken('Reading this service needs a token.');
  });

  function slotFor(elt) {
    const form = elt.closest('form') || elt;
    let slot = form.querySelector('.problem-slot');
    if (!slot) { slot = document.createElement('div'); slot.className = 'problem-slot'; form.prepend(slot); }
    return { form: form, slot: slot };
  }

  // Errors come from the service as application/problem+json; show its detail where the person looks.
  document.addEventListener('htmx:beforeSwap', function (evt) {
    const xhr = evt.detail.xhr;
    if (xhr.status < 400) return;
    evt.detail.shouldSwap = false;
    const where = slotFor(evt.detail.requestConfig.elt);
    where.form.querySelectorAll('[aria-invalid]').forEach(function (e) { e.removeAttribute('aria-invalid'); });
    let problem = { title: 'Error ' + xhr.status, detail: xhr.statusText };
    try { problem = JSON.parse(xhr.responseText); } catch (e) { /* not problem+json: keep the status line */ }
    if (xhr.status === 401) {
      sessionStorage.removeItem(KEY);
      pending = null;
      askForToken('The service refused that token: ' + (problem.detail || 'unauthorized') + '. Enter the admin token, then send again.');
    }
    const box = document.createElement('div');
    box.className = 'problem';
    box.setAttribute('role', 'alert');
    const title = document.createElement('strong');
    title.textContent = (problem.title || 'Error') + (problem.field ? ' (' + problem.field + ')' : '') + ': ';
    box.append(title, document.createTextNode(problem.detail || ''));
    (problem.errors || []).forEach(function (e) {
      const line = document.createElement('div');
      line.textContent = (e.line ? 'line ' + e.line + ': ' : (e.field ? e.field + ': ' : '')) + e.message;
      box.append(line);
    });
    where.slot.replaceChildren(box);
    // The field as the API names it (items[0].medium), else the form field it came from (items).
    const field = problem.field && (where.form.querySelector('[name="' + CSS.escape(problem.field) + '"]')
        || where.form.querySelector('[name="' + CSS.escape(problem.field.split(/[.[]/)[0]) + '"]'));
    if (field) { field.setAttribute('aria-invalid', 'true'); field.focus(); }
  });

  document.addEventListener('htmx:afterRequest', function (evt) {
    if (evt.detail.successful) {
      const where = evt.detail.requestConfig && evt.detail.requestConfig.elt.closest('form');
      if (where) { const slot = where.querySelector('.problem-slot'); if (slot) slot.replaceChildren(); }
    }
  });

  // The measurement plot: MB/s over time against the link's practical ceiling.
  function plots(root) {
    if (typeof uPlot === 'undefined') return;
    root.querySelectorAll('[data-plot]').forEach(function (el) {
      if (el.dataset.drawn) return;
      el.dataset.drawn = '1';
      const d = JSON.parse(el.dataset.plot);
      const width = Math.max(300, el.clientWidth || 600);
      new uPlot({
        width: width, height: 260,
        series: [{}, { label: 'measured MB/s', stroke: '#0b57d0', width: 2, points: { size: 7 } },
                 { label: 'practical ceiling MB/s', stroke: '#b3261e', dash: [6, 4], width: 2 }],
        axes: [{}, { label: 'MB/s' }]
      }, [d.t, d.mbps, d.ceiling], el);
    });
  }
  document.addEventListener('DOMContentLoaded', function () { plots(document); });
  document.addEventListener('htmx:load', function (evt) { plots(evt.detail.elt); });
})();
