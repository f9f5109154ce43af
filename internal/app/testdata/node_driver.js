// Drives the judge (coinche.wasm) under Node for judge_node_test.go: reads
// from stdin a JSON list of games {name, text, entries: [{n, entry}]},
// enters each game's entries one by one through the page's API
// (coinche("add", ...)), and writes to stdout the JSON list of each
// game's last view, or {error} at the first refusal.
"use strict";
const [wasmPath, execPath] = process.argv.slice(2);
globalThis.require = require;
globalThis.fs = require("fs");
globalThis.path = require("path");
globalThis.TextEncoder = require("util").TextEncoder;
globalThis.TextDecoder = require("util").TextDecoder;
globalThis.performance ??= require("perf_hooks").performance;
globalThis.crypto ??= require("crypto");
require(execPath);

const input = JSON.parse(fs.readFileSync(0, "utf8"));
const go = new Go();
const ready = new Promise((resolve) => { globalThis.coincheReady = resolve; });
WebAssembly.instantiate(fs.readFileSync(wasmPath), go.importObject).then(async (result) => {
  go.run(result.instance);
  await ready;
  const out = [];
  for (const g of input) {
    let text = g.text, view = null;
    for (const e of g.entries) {
      const r = JSON.parse(globalThis.coinche("add", JSON.stringify({ name: g.name, text, n: e.n, entry: e.entry })));
      if (r.error) { out.push({ error: "deal " + e.n + " (" + e.entry + "): " + r.error }); view = null; break; }
      text = r.text; view = r.view;
    }
    if (view) out.push({ view, text });
  }
  fs.writeSync(1, JSON.stringify(out));
  process.exit(0);
}).catch((err) => { console.error(err); process.exit(1); });
