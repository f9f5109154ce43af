// coinche, the phone app: the page's glue. Every rule, point and word of
// the sheet comes from the judge (coinche.wasm: the Go of coinche add,
// score/live); this file draws its answers and keeps the games' texts in
// the browser's localStorage, one key per game.
'use strict';
(function () {
  // The judge is fetched and compiled at once, while the page is still
  // being read (this script is not deferred): the compile is most of the
  // first load.
  performance.mark('app:script');
  const judgeModule = WebAssembly.compileStreaming(fetch('coinche.wasm'));
  const $ = (id) => document.getElementById(id);
  const KEY = 'coinche.game.'; // + id: {id, text, created, updated}
  let words = {}, lang = 'en', current = null, view = null;

  // judge calls the WebAssembly API; an {error} answer is thrown.
  function judge(method, args) {
    const out = JSON.parse(globalThis.coinche(method, JSON.stringify(Object.assign({ lang }, args))));
    if (out.error) { const e = new Error(out.error); e.judged = true; throw e; }
    return out;
  }
  function T(key, ...args) {
    let i = 0;
    return (words[key] || key).replace(/%[sd]/g, () => String(args[i++]));
  }

  // The games kept on this phone.
  const store = {
    all() {
      const list = [];
      for (let i = 0; i < localStorage.length; i++) {
        const k = localStorage.key(i);
        if (k.startsWith(KEY)) { try { list.push(JSON.parse(localStorage.getItem(k))); } catch (e) { /* not ours */ } }
      }
      return list.sort((a, b) => b.updated - a.updated || b.created - a.created);
    },
    get(id) { const s = localStorage.getItem(KEY + id); return s && JSON.parse(s); },
    put(g) { g.updated = Date.now(); localStorage.setItem(KEY + g.id, JSON.stringify(g)); },
    add(text) {
      const id = Date.now().toString(36) + Math.random().toString(36).slice(2, 6);
      const g = { id, text, created: Date.now(), updated: Date.now() };
      store.put(g);
      return g;
    },
  };
  const gameName = (id) => id + '.coinche';

  function show(section) {
    for (const s of ['list', 'new', 'game']) $(s).hidden = s !== section;
    $('error').hidden = true;
    window.scrollTo(0, 0);
  }
  function fail(e) { $('error').textContent = e.message || String(e); $('error').hidden = false; }
  function el(tag, props, ...kids) {
    const n = document.createElement(tag);
    Object.assign(n, props || {});
    for (const k of kids) n.append(k);
    return n;
  }

  function translate() {
    document.documentElement.lang = lang;
    words = judge('catalog', { lang }).words;
    for (const n of document.querySelectorAll('[data-t]')) n.textContent = T(n.dataset.t);
    $('lang').value = lang;
  }

  // The list of games, newest first.
  function drawList() {
    const ul = $('games');
    ul.replaceChildren();
    const games = store.all();
    if (!games.length) ul.append(el('li', { className: 'none', textContent: T('app.none') }));
    for (const g of games) {
      let v;
      try { v = judge('view', { name: gameName(g.id), text: g.text }).view; } catch (e) { v = null; }
      const a = el('a', { href: '#' + g.id, className: 'game' });
      if (v) {
        a.append(el('strong', { textContent: v.ns + ' – ' + v.ew }), ' ',
          el('span', { className: 'num', textContent: v.total[0] + ' – ' + v.total[1] }),
          el('small', { textContent: (v.over ? v.status : T('app.deals', v.rows ? v.rows.length : 0)) + ' · ' + new Date(g.updated).toLocaleString(lang) }));
      } else {
        a.append(el('strong', { textContent: gameName(g.id) }), el('small', { textContent: T('app.unreadable') }));
      }
      ul.append(el('li', {}, a));
    }
    show('list');
  }

  // A new game.
  function drawNew() {
    const sel = $('preset');
    if (!sel.options.length) {
      for (const p of judge('presets', {}).presets) sel.append(el('option', { value: p.name, textContent: p.name + ' — ' + p.title }));
      sel.value = 'base';
      const fs = $('first-dealer');
      for (const s of ['N', 'E', 'S', 'W']) fs.append(tap('dealer', s, s, s === 'N'));
    }
    $('toml-problems').hidden = true;
    show('new');
  }
  function checkTOML() {
    const src = $('toml').value;
    const box = $('toml-problems');
    if (!src.trim()) { box.hidden = true; return { ok: true, none: true }; }
    const r = judge('rules', { name: 'house.toml', toml: src });
    box.textContent = r.ok ? '' : r.problems;
    box.hidden = r.ok;
    return r;
  }
  function create() {
    const house = checkTOML();
    if (!house.ok) return; // its problems are shown; nothing is loaded
    const id = Date.now().toString(36) + Math.random().toString(36).slice(2, 6);
    const args = {
      name: gameName(id), rules: $('preset').value, ns: $('ns').value.trim(), ew: $('ew').value.trim(),
      target: parseInt($('target').value, 10) || 0, dealer: picked($('first-dealer'), 'dealer') || 'N',
    };
    if (!house.none) { args.rules = 'house.toml'; args.toml = $('toml').value; }
    const r = judge('create', args);
    const g = { id, text: r.text, created: Date.now(), updated: Date.now() };
    if (!house.none) g.toml = args.toml;
    store.put(g);
    location.hash = id;
  }

  // The game page: coinche serve's, drawn from the judge's view.
  function tap(field, value, label, checked, title) {
    const input = el('input', { type: 'radio', name: field, value, checked: !!checked });
    const span = el('span', { textContent: label });
    if (title) span.append(el('small', { textContent: title }));
    return el('label', { className: 'tap' + (value === 'H' || value === 'D' ? ' red' : '') }, input, span);
  }
  function picked(scope, field) {
    const c = scope.querySelector('input[name="' + field + '"]:checked');
    return c ? c.value : '';
  }
  const strainLabel = { S: '♠', H: '♥', D: '♦', C: '♣', SA: 'SA', TA: 'TA' };
  // fillTaps lays out the tap targets the game's ruleset allows; they are
  // made again only when those change (another game, another language),
  // else the last entry's taps are cleared and the defaults checked.
  let tapsKey = '';
  function fillTaps(v) {
    const f = $('entry');
    const key = JSON.stringify([lang, v.choices, v.players]);
    if (key !== tapsKey) {
      tapsKey = key;
      const set = (field, list) => {
        const fs = f.querySelector('[data-field="' + field + '"]');
        fs.replaceChildren(fs.querySelector('legend'));
        for (const [value, label, checked, title] of list) fs.append(tap(field, value, label, checked, title));
      };
      set('seat', ['N', 'E', 'S', 'W'].map((s, i) => [s, s, false, v.players[i] || '']));
      set('bid', v.choices.bids.map((b) => [b, b]).concat((v.choices.specials || []).map((s) => [s, s === 'generale' ? 'générale' : s])));
      set('strain', v.choices.strains.map((s) => [s, strainLabel[s]]));
      $('coinche-set').hidden = !v.choices.coinche;
      set('coinche', [['', T('app.no'), true], ['X', T('app.coinched')], ['XX', T('app.surcoinched')]]);
      set('result', [['made', T('app.made')], ['failed', T('app.failed')]]);
      set('belote', [['', T('app.none.short'), true], ['NS', 'NS'], ['EW', 'EW']]);
      const capot = [['', T('app.none.short'), true], ['NS', 'NS'], ['EW', 'EW']];
      if (v.choices.alone) for (const s of ['N', 'E', 'S', 'W']) capot.push([s, T('app.alone', s)]);
      set('capot', capot);
    } else {
      for (const input of f.querySelectorAll('.tap input')) input.checked = input.value === '';
    }
    $('points').value = '';
    $('typed').value = '';
  }
  // entryWords: the words of coinche add's grammar from the taps, as
  // coinche serve's form makes them (internal/serve/entry.go).
  function entryWords() {
    const typed = $('typed').value.trim();
    if (typed) return typed;
    const f = $('entry');
    const seat = picked(f, 'seat'), bid = picked(f, 'bid'), strain = picked(f, 'strain');
    const missing = [];
    if (!seat) missing.push(T('app.missing.declarer'));
    if (!bid) missing.push(T('app.missing.bid'));
    if (!strain) missing.push(T('app.missing.strain'));
    if (missing.length) throw new Error(T('app.choose', missing.join(', ')));
    const w = [seat];
    if (/^\d+$/.test(bid)) w.push(bid + strain); else w.push(bid, strain);
    for (const field of ['coinche', 'result']) { const x = picked(f, field); if (x) w.push(x); }
    const p = $('points').value.trim();
    if (p) w.push(p);
    const b = picked(f, 'belote');
    if (b) w.push('belote', b);
    const c = picked(f, 'capot');
    if (c) w.push('capot', c);
    return w.join(' ');
  }
  // drawRows updates the sheet in place: a row whose deal is unchanged is
  // kept, a changed one replaced, the new ones appended, the extra removed.
  function drawRows(v) {
    const body = $('rows');
    const rows = v.rows || [];
    if (!rows.length) {
      body.replaceChildren(el('tr', {}, el('td', { colSpan: 5, className: 'none', textContent: T('app.no.deal') })));
    } else {
      if (!body.firstElementChild || !body.firstElementChild.id) body.replaceChildren();
      rows.forEach((r, i) => {
        const key = JSON.stringify(r);
        const old = body.children[i];
        if (old && old.dataset.key === key) return;
        const tr = rowOf(r);
        tr.dataset.key = key;
        if (old) old.replaceWith(tr); else body.append(tr);
      });
      while (body.children.length > rows.length) body.lastElementChild.remove();
    }
    $('total-ns').textContent = v.total[0];
    $('total-ew').textContent = v.total[1];
    drawChart(v);
  }
  function rowOf(r) {
    const cell = (i) => { const td = el('td', { className: 'num', textContent: String(r.score[i]) }); td.append(el('small', { textContent: String(r.total[i]) })); return td; };
    return el('tr', { id: 'deal-' + r.n }, el('td', { textContent: r.n + ' ' + r.dealer }),
      el('td', { textContent: r.contract }), el('td', { textContent: r.result }), cell(0), cell(1));
  }
  // drawChart draws the running totals of both teams, as the printable
  // sheet's chart does.
  function drawChart(v) {
    const svg = $('chart');
    svg.replaceChildren();
    const rows = v.rows || [];
    if (rows.length < 2) { svg.hidden = true; return; }
    svg.hidden = false;
    const max = Math.max(1, ...rows.map((r) => Math.max(r.total[0], r.total[1])));
    const ns = 'http://www.w3.org/2000/svg';
    for (const t of [0, 1]) {
      const pts = rows.map((r, i) => (i * 300 / (rows.length - 1)).toFixed(1) + ',' + (88 - r.total[t] * 86 / max).toFixed(1));
      const line = document.createElementNS(ns, 'polyline');
      line.setAttribute('points', pts.join(' '));
      line.setAttribute('class', t ? 'ew' : 'ns');
      svg.append(line);
    }
  }
  function drawGame(g, v, msg) {
    current = g; view = v;
    $('ns-name').textContent = v.ns;
    $('ew-name').textContent = v.ew;
    $('meta').textContent = (v.games > 1 ? T('app.game.n', v.games) + ' · ' : '') + v.rules + ' · ' + v.target;
    $('msg').textContent = msg || '';
    $('msg').hidden = !msg;
    $('entry-error').hidden = true;
    drawRows(v);
    $('winner').textContent = v.status;
    $('winner').hidden = !v.over;
    $('next-wrap').hidden = !v.over;
    $('entry').hidden = v.over || !v.next;
    if (!v.over && v.next) {
      const who = v.players['NESW'.indexOf(v.dealer)];
      $('entry-title').textContent = T('app.deal.title', v.next, v.dealer) + (who ? ' (' + who + ')' : '');
      $('submit').textContent = T('app.enter', v.next);
      fillTaps(v);
    }
    const last = v.rows && v.rows.length ? v.rows[v.rows.length - 1].n : 0;
    $('undo').hidden = !last;
    $('undo').textContent = T('app.undo', last);
    $('undo').dataset.n = last;
    $('share').hidden = !(navigator.canShare && navigator.canShare({ files: [new File([''], 'x.coinche', { type: 'text/plain' })] }));
    show('game');
  }
  function openGame(id) {
    const g = store.get(id);
    if (!g) { drawList(); return; }
    try {
      drawGame(g, judge('view', { name: gameName(g.id), text: g.text }).view);
    } catch (e) { drawList(); fail(e); }
  }
  // changeGame runs a change on the current game: its new text is stored
  // before anything is drawn; a refusal is shown and changes nothing.
  function changeGame(method, args) {
    const g = current;
    let r;
    try {
      r = judge(method, Object.assign({ name: gameName(g.id), text: g.text }, args));
    } catch (e) {
      if (!e.judged) throw e;
      $('entry-error').textContent = e.message;
      $('entry-error').hidden = false;
      $('entry-error').scrollIntoView({ block: 'nearest' });
      return false;
    }
    g.text = r.text;
    store.put(g);
    const c = r.change, msg = c.kind === 'added' ? T('app.added', c.text) : c.kind === 'removed' ? T('app.removed', c.was)
      : c.kind === 'started' ? T('app.started', c.number) : '';
    drawGame(g, r.view, msg);
    return true;
  }

  // Export: a .coinche file, downloaded or shared.
  function download(name, text) {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
    const a = el('a', { href: url, download: name });
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }
  function fileName(g) {
    const v = judge('view', { name: gameName(g.id), text: g.text }).view;
    const slug = (v.ns + '-' + v.ew).normalize('NFD').replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '').toLowerCase();
    return (slug || 'game') + '-' + new Date(g.created).toISOString().slice(0, 10) + '.coinche';
  }
  function exportAll() {
    return store.all().reverse().map((g) => g.text.replace(/\s*$/, '\n')).join('\n');
  }
  function importText(text) {
    const g = store.add(text);
    try {
      judge('view', { name: gameName(g.id), text });
    } catch (e) {
      localStorage.removeItem(KEY + g.id);
      throw e;
    }
    return g;
  }

  function route() {
    const id = location.hash.slice(1);
    if (id === 'new') drawNew(); else if (id) openGame(id); else drawList();
  }

  function wire() {
    $('lang').addEventListener('change', () => { lang = $('lang').value; localStorage.setItem('coinche.lang', lang); translate(); route(); });
    $('new-game').addEventListener('click', () => { location.hash = 'new'; });
    for (const b of ['back-new', 'back-game']) $(b).addEventListener('click', (e) => { e.preventDefault(); location.hash = ''; });
    $('create').addEventListener('click', () => { try { create(); } catch (e) { fail(e); } });
    $('toml').addEventListener('change', checkTOML);
    $('toml-file').addEventListener('change', async (e) => {
      const f = e.target.files[0];
      if (f) { $('toml').value = await f.text(); checkTOML(); }
    });
    $('entry').addEventListener('submit', (e) => {
      e.preventDefault();
      let words;
      try { words = entryWords(); } catch (err) { $('entry-error').textContent = err.message; $('entry-error').hidden = false; return; }
      changeGame('add', { n: view.next, entry: words });
    });
    $('allpass').addEventListener('click', () => changeGame('add', { n: view.next, entry: 'pass' }));
    $('undo').addEventListener('click', () => { if (confirm(T('app.undo.confirm', $('undo').dataset.n))) changeGame('undo', { n: +$('undo').dataset.n }); });
    $('next-game').addEventListener('click', () => changeGame('next', { games: view.games }));
    $('export').addEventListener('click', () => download(fileName(current), current.text));
    $('share').addEventListener('click', () => {
      const file = new File([current.text], fileName(current), { type: 'text/plain' });
      navigator.share({ files: [file], title: fileName(current) }).catch(() => {});
    });
    $('export-all').addEventListener('click', () => download('coinche-' + new Date().toISOString().slice(0, 10) + '.coinche', exportAll()));
    $('import').addEventListener('change', async (e) => {
      for (const f of e.target.files) {
        try { importText(await f.text()); } catch (err) { fail(f.name + ': ' + err.message); return; }
      }
      e.target.value = '';
      drawList();
    });
    window.addEventListener('hashchange', route);
  }

  async function start() {
    if (document.readyState === 'loading') await new Promise((done) => document.addEventListener('DOMContentLoaded', done, { once: true }));
    if ('serviceWorker' in navigator) navigator.serviceWorker.register('sw.js').catch(() => {});
    if (navigator.storage && navigator.storage.persist) {
      navigator.storage.persist().then((p) => { $('storage-note').dataset.persisted = p; }).catch(() => {});
    }
    const go = new Go();
    const ready = new Promise((resolve) => { globalThis.coincheReady = resolve; });
    performance.mark('app:start');
    const instance = await WebAssembly.instantiate(await judgeModule, go.importObject);
    performance.mark('app:compiled');
    go.run(instance);
    await ready;
    performance.mark('app:judge');
    lang = localStorage.getItem('coinche.lang') || (navigator.language || 'en').slice(0, 2);
    if (lang !== 'fr') lang = 'en';
    translate();
    performance.mark('app:words');
    wire();
    $('loading').hidden = true;
    route();
    performance.mark('app:drawn');
    window.coincheReadyAt = performance.now();
    document.body.dataset.ready = '1';
  }
  // What the tests and a curious player may call from the console.
  window.coincheApp = { store, exportAll, importText, judge: (m, a) => judge(m, a), current: () => current };
  start().catch(fail);
})();
