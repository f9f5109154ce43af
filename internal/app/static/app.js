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
  // The page's words by language, internal/i18n's app.* messages: put
  // here when the app's files are built (internal/app), so that the first
  // load asks the judge for none; the judge's catalog method otherwise.
  const WORDS = /*@WORDS@*/ null;

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
    keep(g) { localStorage.setItem(KEY + g.id, JSON.stringify(g)); }, // not moved up the list
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
    words = WORDS && WORDS[lang] ? WORDS[lang] : judge('catalog', { lang }).words;
    for (const n of document.querySelectorAll('[data-t]')) n.textContent = T(n.dataset.t);
    $('lang').value = lang;
  }

  // summaryOf is what the list shows of a game's view v, kept with the
  // game (g.summary) for its text and the page's language, so that the
  // list judges again only a game whose text changed elsewhere.
  function summaryOf(v, text) {
    return { lang, hash: hashOf(text), ns: v.ns, ew: v.ew, total: v.total, over: v.over, status: v.status, count: v.count };
  }
  function hashOf(s) { // FNV-1a, 32 bits
    let h = 0x811c9dc5;
    for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
    return h >>> 0;
  }
  function listed(g) {
    const s = g.summary;
    if (s && s.lang === lang && s.hash === hashOf(g.text)) return s;
    g.summary = summaryOf(judge('view', { name: gameName(g.id), text: g.text, have: 1e9 }).view, g.text);
    store.keep(g);
    return g.summary;
  }

  // The list of games, newest first.
  function drawList() {
    const ul = $('games');
    ul.replaceChildren();
    $('list-msg').hidden = true;
    const games = store.all();
    if (!games.length) ul.append(el('li', { className: 'none', textContent: T('app.none') }));
    for (const g of games) {
      let v;
      try { v = listed(g); } catch (e) { v = null; }
      const a = el('a', { href: '#' + g.id, className: 'game' });
      if (v) {
        a.append(el('strong', { textContent: v.ns + ' – ' + v.ew }), ' ',
          el('span', { className: 'num', textContent: v.total[0] + ' – ' + v.total[1] }),
          el('small', { textContent: (v.over ? v.status : T('app.deals', v.count)) + ' · ' + new Date(g.updated).toLocaleString(lang) }));
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
    houseOptions(sel);
    // house rules read before are kept: in the Rules list now
    for (const id of ['toml', 'toml-file', 'house-name']) $(id).value = '';
    $('house').open = false;
    $('toml-problems').hidden = true;
    show('new');
  }
  function checkTOML() {
    const src = $('toml').value;
    const box = $('toml-problems');
    if (!src.trim()) { box.hidden = true; return { ok: true, none: true }; }
    const r = judge('rules', { name: houseName(), toml: src });
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
      players: SEATS.map((s) => $('player-' + s).value.trim()),
    };
    if (!house.none) { args.rules = houseName(); args.toml = $('toml').value; }
    const r = judge('create', args); // keeps a house ruleset in the judge
    if (args.toml) rulesets.put(args.rules, args.toml);
    const g = { id, text: r.text, created: Date.now(), updated: Date.now(), summary: summaryOf(r.view, r.text) };
    store.put(g);
    location.hash = id;
  }

  // The game page: coinche serve's, drawn from the judge's view.
  function tap(field, value, label, checked, title) {
    const input = el('input', { type: 'radio', name: field, value, checked: !!checked, defaultChecked: !!checked });
    const span = el('span', { textContent: label });
    if (title) span.append(el('small', { textContent: title }));
    return el('label', { className: 'tap' + (value === 'H' || value === 'D' ? ' red' : '') }, input, span);
  }
  function picked(scope, field) {
    const c = scope.querySelector('input[name="' + field + '"]:checked');
    return c ? c.value : '';
  }
  const strainLabel = { S: '♠', H: '♥', D: '♦', C: '♣', SA: 'SA', TA: 'TA' };
  // fillTaps makes the tap targets of v's ruleset and players, or, when
  // those made last are the same, only clears them (form.reset: the
  // defaults, no points, nothing typed).
  let tapsOf = '';
  function fillTaps(v) {
    const f = $('entry');
    const key = JSON.stringify([lang, v.choices, v.players]);
    if (key === tapsOf) { f.reset(); return; }
    tapsOf = key;
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
  // drawRows draws the sheet's rows from index from on (those before are
  // drawn already), the totals and the chart.
  function drawRows(v, from) {
    const body = $('rows');
    if (!from || !body.querySelector('tr[id]')) body.replaceChildren();
    else while (body.children.length > from) body.lastChild.remove();
    if (!v.rows.length) body.append(el('tr', {}, el('td', { colSpan: 5, className: 'none', textContent: T('app.no.deal') })));
    for (const r of v.rows.slice(from || 0)) body.append(rowOf(r));
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
    const rows = v.rows;
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
  // drawGame draws game g from its view v, whose rows before index from
  // are drawn already (0 or none: the whole sheet).
  function drawGame(g, v, msg, from) {
    current = g; view = v;
    $('ns-name').textContent = v.ns;
    $('ew-name').textContent = v.ew;
    $('meta').textContent = (v.games > 1 ? T('app.game.n', v.games) + ' · ' : '') + v.rules + ' · ' + v.target;
    $('msg').textContent = msg || '';
    $('msg').hidden = !msg;
    $('entry-error').hidden = true;
    drawRows(v, from);
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
    drawGameExtras(v);
    show('game');
  }
  function openGame(id) {
    const g = store.get(id);
    if (!g) { drawList(); return; }
    try {
      drawGame(g, viewIn(judge('view', { name: gameName(g.id), text: g.text }).view, null));
    } catch (e) { drawList(); fail(e); }
  }
  // changeGame runs a change on the current game: its new text is stored
  // before anything is drawn; a refusal is shown and changes nothing.
  function changeGame(method, args) {
    const g = current;
    let r;
    const t0 = performance.now();
    try {
      // the judge sends only the rows from the first it changed
      r = judge(method, Object.assign({ name: gameName(g.id), text: g.text, have: view && view.count ? view.rows.length : 0 }, args));
    } catch (e) {
      if (!e.judged) throw e;
      $('entry-error').textContent = e.message;
      $('entry-error').hidden = false;
      $('entry-error').scrollIntoView({ block: 'nearest' });
      return false;
    }
    const t1 = performance.now();
    g.text = r.text;
    g.summary = summaryOf(r.view, r.text); // count, totals and status: r.view's whole
    store.put(g);
    const t2 = performance.now();
    const c = r.change, msg = c.kind === 'added' ? T('app.added', c.text) : c.kind === 'removed' ? T('app.removed', c.was)
      : c.kind === 'started' ? T('app.started', c.number) : c.kind === 'edited' ? T('app.edited', c.text) : '';
    let v = viewIn(r.view, view), from = r.view.from;
    if (!v) { v = viewIn(judge('view', { name: gameName(g.id), text: g.text }).view, null); from = 0; }
    drawGame(g, v, msg, from);
    performance.measure('entry:judge', { start: t0, end: t1 });
    performance.measure('entry:store', { start: t1, end: t2 });
    performance.measure('entry:draw', { start: t2 });
    return true;
  }
  // viewIn is the judge's view v with all the sheet's rows: those before
  // v.from taken from was, the view drawn before; null when they are not
  // there (the page then asks the whole view).
  function viewIn(v, was) {
    const rows = (v.from ? (was ? was.rows.slice(0, v.from) : []) : []).concat(v.rows || []);
    if (rows.length !== v.count) return null;
    return Object.assign({}, v, { rows });
  }

  // Export: a .coinche file, downloaded or shared.
  function download(name, data, type) {
    const url = URL.createObjectURL(new Blob([data], { type: type || 'text/plain;charset=utf-8' }));
    const a = el('a', { href: url, download: name });
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }
  function fileName(g) {
    const v = judge('view', { name: gameName(g.id), text: g.text, have: 1e9 }).view; // no rows
    const slug = (v.ns + '-' + v.ew).normalize('NFD').replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '').toLowerCase();
    return (slug || 'game') + '-' + new Date(g.created).toISOString().slice(0, 10) + '.coinche';
  }
  function importText(text) {
    if (store.all().some((g) => g.text === text)) return null; // already here
    const g = store.add(text);
    try {
      judge('view', { name: gameName(g.id), text, have: 1e9 });
    } catch (e) {
      localStorage.removeItem(KEY + g.id);
      throw e;
    }
    return g;
  }

  // House rulesets kept on this phone, by file name (key coinche.rules.NAME.toml:
  // its TOML); a game's Rules tag names one, and the judge reads it there.
  const RULES = 'coinche.rules.';
  const SEATS = ['N', 'E', 'S', 'W'];
  const rulesets = {
    all() {
      const out = {};
      for (let i = 0; i < localStorage.length; i++) {
        const k = localStorage.key(i);
        if (k.startsWith(RULES)) out[k.slice(RULES.length)] = localStorage.getItem(k);
      }
      return out;
    },
    get(name) { return localStorage.getItem(RULES + name); },
    put(name, toml) { localStorage.setItem(RULES + name, toml); },
  };
  // houseName is the file name the new house rules are kept under: the
  // name given, else the file picked's, as a plain file name.
  function houseName() {
    const f = $('toml-file').files[0];
    const given = $('house-name').value.trim() || (f ? f.name : '') || 'maison';
    const slug = given.replace(/\.toml$/i, '').normalize('NFD').replace(/[\u0300-\u036f]/g, '')
      .replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^[-._]+|-+$/g, '').slice(0, 50);
    return (slug || 'maison') + '.toml';
  }
  function houseOptions(sel) {
    for (const o of [...sel.querySelectorAll('option.house')]) o.remove();
    for (const name of Object.keys(rulesets.all()).sort()) {
      sel.append(el('option', { value: name, className: 'house', textContent: T('app.house.rules', name) }));
    }
  }
  // houseOf are the house rulesets kept here that a game's text names.
  function houseOf(text) {
    const names = new Set([...text.matchAll(/^\[Rules\s+"([^"]+)"\]/gm)].map((m) => m[1]));
    return [...names].filter((n) => rulesets.get(n) !== null);
  }

  // What the game page shows beyond coinche serve's: the players by seat,
  // the share button, and no correction under way.
  function drawGameExtras(v) {
    const names = SEATS.map((s, i) => (v.players[i] ? s + ' ' + v.players[i] : '')).filter(Boolean);
    $('players').textContent = names.join(' · ');
    $('players').hidden = !names.length;
    $('edit-hint').hidden = !(v.rows && v.rows.length);
    endEdit();
    $('share').hidden = !canShareFiles();
  }
  let probe = null; // two files, made once
  function canShareFiles() {
    if (!navigator.canShare) return false;
    probe = probe || [new File([''], 'x.coinche', { type: 'text/plain' }), new File([''], 'x.toml', { type: 'text/plain' })];
    return navigator.canShare({ files: probe });
  }

  // Correcting a deal: a tap on its row puts its entry in the form; saving
  // is the judge's edit, on the revision the entry was read from.
  let editing = null; // {n, rev, entry}
  function beginEdit(n) {
    let d;
    try {
      d = judge('deal', { name: gameName(current.id), text: current.text, n });
    } catch (e) {
      $('entry-error').textContent = e.message;
      $('entry-error').hidden = false;
      return;
    }
    endEdit();
    fillTaps(view);
    editing = { n, rev: d.rev, entry: d.entry };
    const f = $('entry');
    for (const [field, value] of Object.entries(d.taps)) {
      if (field === 'points') { $('points').value = value; continue; }
      const input = f.querySelector('input[name="' + field + '"][value="' + value + '"]');
      if (input) input.checked = true;
    }
    $('typed').value = d.entry;
    f.querySelector('.typed').open = true;
    $('entry-title').textContent = T('app.edit.title', n);
    $('submit').textContent = T('app.edit.save', n);
    $('edit-cancel').hidden = false;
    $('entry-error').hidden = true;
    f.hidden = false;
    $('deal-' + n).classList.add('editing');
    f.scrollIntoView({ block: 'start' });
  }
  function endEdit() {
    if (!editing) return;
    const row = $('deal-' + editing.n);
    if (row) row.classList.remove('editing');
    editing = null;
    $('edit-cancel').hidden = true;
  }
  // enter adds the next deal, or saves the deal being corrected.
  function enter(words) {
    if (!editing) { changeGame('add', { n: view.next, entry: words }); return; }
    changeGame('edit', { n: editing.n, entry: words, rev: editing.rev });
  }
  function wireEdit() {
    $('rows').addEventListener('click', (e) => {
      const tr = e.target.closest('tr[id^="deal-"]');
      if (tr) beginEdit(+tr.id.slice('deal-'.length));
    });
    $('edit-cancel').addEventListener('click', () => drawGame(current, view));
    // a tap on the taps while correcting: the taps say the deal, not the entry read
    $('entry').addEventListener('change', (e) => {
      if (editing && e.target.type === 'radio' && $('typed').value === editing.entry) $('typed').value = '';
    });
  }

  // Export: a game with the house rules it names; every game in one zip.
  function gameFiles(g) {
    return [{ name: fileName(g), text: g.text }].concat(houseOf(g.text).map((n) => ({ name: n, text: rulesets.get(n) })));
  }
  // exportFiles: every game as a file of its own (the names made unique)
  // and the house rules they name, beside them as coinche check reads them.
  function exportFiles() {
    const files = [], taken = new Set(), house = new Set();
    for (const g of store.all().reverse()) {
      let name = fileName(g);
      for (let i = 2; taken.has(name); i++) name = fileName(g).replace(/\.coinche$/, '-' + i + '.coinche');
      taken.add(name);
      files.push({ name, text: g.text });
      for (const n of houseOf(g.text)) house.add(n);
    }
    return files.concat([...house].map((n) => ({ name: n, text: rulesets.get(n) })));
  }
  // exportAll is the zip of exportFiles, base64.
  function exportAll() { return judge('zip', { files: exportFiles() }).zip; }
  function fromBase64(b64) { return Uint8Array.from(atob(b64), (c) => c.charCodeAt(0)); }
  function toBase64(bytes) {
    let s = '';
    for (let i = 0; i < bytes.length; i += 0x8000) s += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    return btoa(s);
  }

  // Import, the one way in for the file picker and a share to the app:
  // files (File or {name, text}); a zip is opened by the judge; house
  // rules are kept first, then the games that name them are added.
  async function importFiles(list) {
    const files = [];
    for (const f of list) {
      if (/\.zip$/i.test(f.name)) {
        try {
          files.push(...judge('unzip', { zip: toBase64(new Uint8Array(await f.arrayBuffer())) }).files);
        } catch (e) { files.push({ name: f.name, error: e.message }); }
      } else {
        files.push({ name: f.name, text: typeof f.text === 'function' ? await f.text() : f.text });
      }
    }
    const done = [], problems = [];
    const house = (f) => /\.toml$/i.test(f.name) && !f.error;
    keepAll(files.filter(house), done, problems);
    for (const f of files.filter((f) => !house(f))) {
      try {
        if (f.error) throw new Error(f.error);
        done.push(f.name + (importText(f.text) ? '' : ' (' + T('app.import.same') + ')'));
      } catch (e) { problems.push(f.name + ': ' + e.message); }
    }
    return { done, problems };
  }
  // keepAll keeps house rules, in as many rounds as their extends need
  // (a file extending another is kept after it).
  function keepAll(left, done, problems) {
    for (let progress = true; left.length && progress;) {
      progress = false;
      const failed = [];
      for (const f of left) {
        try {
          judge('keep', { name: f.name, toml: f.text });
          rulesets.put(f.name, f.text);
          done.push(f.name);
          progress = true;
        } catch (e) { failed.push(Object.assign(f, { why: e.message })); }
      }
      left = failed;
    }
    for (const f of left) problems.push(f.name + ': ' + f.why);
  }
  async function importAndShow(files) {
    const r = await importFiles(files);
    drawList();
    $('list-msg').textContent = T('app.imported', r.done.join(', ') || '0');
    $('list-msg').hidden = false;
    if (r.problems.length) fail(new Error(r.problems.join('\n')));
  }
  // importShared imports the files shared to the app (the manifest's
  // share_target): the service worker kept them in its cache and opened
  // the app with ?shared.
  async function importShared() {
    if (!new URLSearchParams(location.search).has('shared') || !('caches' in window)) return;
    history.replaceState(null, '', location.pathname); // no hashchange: the list stays drawn
    const cache = await caches.open('coinche-shared');
    const files = [];
    for (const req of await cache.keys()) {
      const res = await cache.match(req);
      files.push(new File([await res.blob()], decodeURIComponent(req.url.split('/').pop())));
      await cache.delete(req);
    }
    if (files.length) await importAndShow(files);
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
      enter(words);
    });
    $('allpass').addEventListener('click', () => enter('pass'));
    $('undo').addEventListener('click', () => { if (confirm(T('app.undo.confirm', $('undo').dataset.n))) changeGame('undo', { n: +$('undo').dataset.n }); });
    $('next-game').addEventListener('click', () => changeGame('next', { games: view.games }));
    $('export').addEventListener('click', () => { for (const f of gameFiles(current)) download(f.name, f.text); });
    $('share').addEventListener('click', () => {
      const files = gameFiles(current).map((f) => new File([f.text], f.name, { type: 'text/plain' }));
      navigator.share({ files, title: files[0].name }).catch(() => {});
    });
    $('export-all').addEventListener('click', () => download('coinche-' + new Date().toISOString().slice(0, 10) + '.zip', fromBase64(exportAll()), 'application/zip'));
    $('import').addEventListener('change', async (e) => {
      const files = [...e.target.files];
      e.target.value = '';
      importAndShow(files);
    });
    wireEdit();
    window.addEventListener('hashchange', route);
  }

  async function start() {
    if (document.readyState === 'loading') await new Promise((done) => document.addEventListener('DOMContentLoaded', done, { once: true }));
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
    const kept = rulesets.all();
    if (Object.keys(kept).length) try { judge('house', { rulesets: kept }); } catch (e) { fail(e); }
    wire();
    $('loading').hidden = true;
    route();
    performance.mark('app:drawn');
    await importShared();
    window.coincheReadyAt = performance.now();
    document.body.dataset.ready = '1';
    // after the first tap is possible: the service worker's install
    // fetches every file again, for offline use
    if ('serviceWorker' in navigator) navigator.serviceWorker.register('sw.js').catch(() => {});
    if (navigator.storage && navigator.storage.persist) {
      navigator.storage.persist().then((p) => { $('storage-note').dataset.persisted = p; }).catch(() => {});
    }
  }
  // What the tests and a curious player may call from the console.
  window.coincheApp = { store, rulesets, exportAll, exportFiles, gameFiles, importFiles, importText, judge: (m, a) => judge(m, a), current: () => current };
  start().catch(fail);
})();
