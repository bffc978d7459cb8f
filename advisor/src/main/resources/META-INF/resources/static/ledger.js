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
  // Pushed, not polled: the page's one stream of server-sent events says when the views changed, and the
  // live part (found by id each time: every redraw replaces it) asks for itself again, answered 204 when
  // nothing it shows moved. Where the stream is refused (a token the stream cannot carry, too many
  // streams, a proxy that drops them) it polls as before. The browser resumes a dropped stream with
  // Last-Event-ID; the first connection says which event the page was drawn at (since).
  // Each redraw brings the words back as the server wrote them: say how this page really hears of changes.
  function modeWords(root) {
    const words = document.documentElement.dataset.liveWords;
    if (words) root.querySelectorAll('.live-mode').forEach(function (e) { e.textContent = words; });
  }
  document.addEventListener('htmx:load', function (evt) { modeWords(evt.detail.elt); });

  function live() {
    const source = document.getElementById('live-stream');
    if (!source || source.dataset.started) return;
    source.dataset.started = '1';
    const target = source.dataset.target;
    const fire = function (name) { const el = document.getElementById(target); if (el) htmx.trigger(el, name); };
    let polling = null;
    const mode = function (m) {
      document.documentElement.dataset.liveMode = m;
      document.documentElement.dataset.liveWords = m === 'pushed' ? 'pushed by the service'
          : 'checked every ' + (+source.dataset.pollMs / 1000) + ' s';
      modeWords(document);
    };
    const poll = function () {
      if (polling) return;
      mode('polling');
      polling = setInterval(function () { fire('ledger:poll'); }, +source.dataset.pollMs || 3000);
    };
    if (!window.EventSource) { poll(); return; }
    // The newest event heard: a stream opened again (the page shown from the back-forward cache) resumes there.
    let since = source.dataset.since || '';
    let stream = null;
    const open = function () {
      let opened = false;
      const s = stream = new EventSource(source.dataset.stream + '?since=' + encodeURIComponent(since));
      s.onopen = function () { opened = true; mode('pushed'); };
      s.addEventListener('changed', function (e) { if (e.lastEventId) since = e.lastEventId; fire('ledger:changed'); });
      s.onerror = function () {
        // Refused (an HTTP error ends it for good), or never reached: poll instead. A drop after it ran
        // is the browser's to resume.
        if (s.readyState === EventSource.CLOSED || !opened) { s.close(); poll(); }
      };
      document.documentElement.dataset.liveMode = 'connecting';
    };
    open();
    // A page left behind closes its stream: Chromium opens at most six connections to one server, and the
    // streams of pages the tab had left stayed open, so the seventh load waited (57 s in HostPageBench).
    // Shown again from the back-forward cache, the page opens a new one from the newest event it heard.
    window.addEventListener('pagehide', function () { if (stream) { stream.close(); stream = null; } });
    window.addEventListener('pageshow', function (e) { if (e.persisted && !stream && !polling) open(); });
  }
  document.addEventListener('DOMContentLoaded', live);
  document.addEventListener('htmx:load', live);
  // Link speed over time: the negotiated speed as steps (Mb/s, log scale), downgrades as ▼ with a dashed
  // line, throughput runs as points in MB/s on the right axis; one time axis for all three.
  function histories(root) {
    if (typeof uPlot === 'undefined') return;
    root.querySelectorAll('[data-history]').forEach(function (el) {
      if (el.dataset.drawn) return;
      el.dataset.drawn = '1';
      const d = JSON.parse(el.dataset.history);
      const width = Math.max(300, el.clientWidth || 600);
      const marks = function (u) {
        const ctx = u.ctx;
        ctx.save();
        ctx.font = 'bold ' + Math.round(14 * devicePixelRatio) + 'px system-ui, sans-serif';
        ctx.textAlign = 'center';
        d.down.forEach(function (v, i) {
          if (v == null) return;
          const x = u.valToPos(d.t[i], 'x', true);
          ctx.strokeStyle = '#b3261e';
          ctx.setLineDash([5, 4]);
          ctx.beginPath(); ctx.moveTo(x, u.bbox.top); ctx.lineTo(x, u.bbox.top + u.bbox.height); ctx.stroke();
          ctx.fillStyle = '#b3261e';
          ctx.fillText('\u25bc downgrade', x, u.bbox.top + 14 * devicePixelRatio);
        });
        ctx.restore();
      };
      new uPlot({
        width: width, height: 280,
        scales: { mbps: { distr: 3 }, mBps: { range: function (u, min, max) { return [0, Math.max(10, (max || 0) * 1.15)]; } } },
        series: [{},
          { label: 'negotiated Mb/s', scale: 'mbps', stroke: '#0b57d0', width: 2, spanGaps: false,
            paths: uPlot.paths.stepped({ align: 1 }) },
          { label: 'downgrade', scale: 'mbps', stroke: '#b3261e', width: 0, points: { show: true, size: 11, fill: '#b3261e' } },
          { label: 'run MB/s', scale: 'mBps', stroke: '#1a7f37', width: 0, points: { show: true, size: 9, fill: '#1a7f37' } }],
        axes: [{}, { scale: 'mbps', label: 'Mb/s (link)' }, { scale: 'mBps', side: 1, label: 'MB/s (runs)', grid: { show: false } }],
        hooks: { draw: [marks] }
      }, [d.t, d.link, d.down, d.runs], el);
    });
  }
  document.addEventListener('DOMContentLoaded', function () { plots(document); histories(document); });
  document.addEventListener('htmx:load', function (evt) { plots(evt.detail.elt); histories(evt.detail.elt); });
})();
