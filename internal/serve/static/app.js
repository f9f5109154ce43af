// coinche serve: a little script that only improves the pages, which work
// without it. It shows a keypad for the points, and keeps the board and
// the game page up to date through Server-Sent Events (/events).
(function () {
  "use strict";
  var dirty = false;

  function bind(root) {
    var pad = root.querySelector(".keypad");
    var points = root.querySelector("#points");
    if (pad && points) {
      pad.hidden = false;
      pad.addEventListener("click", function (e) {
        var k = e.target.getAttribute("data-key");
        if (!k) return;
        if (k === "C") points.value = "";
        else if (k === "⌫") points.value = points.value.slice(0, -1);
        else if (points.value.length < 3) points.value = points.value + k;
        dirty = true;
      });
    }
    var form = root.querySelector("form.entry");
    if (form) {
      form.addEventListener("change", function () { dirty = true; });
      form.addEventListener("input", function () { dirty = true; });
      form.addEventListener("submit", function () {
        // one tap, one entry: the buttons wait for the answer
        setTimeout(function () {
          form.querySelectorAll("button[type=submit]").forEach(function (b) { b.disabled = true; });
        }, 0);
      });
    }
  }

  // refresh fetches the page again and puts its live part in place of
  // this one's: not when the game is the same (data-rev, the revision of
  // its text), and, when held (a tap made, a correction, an error or a
  // question shown), a notice instead.
  function refresh(url, held) {
    return fetch(url, { credentials: "same-origin", cache: "no-store" })
      .then(function (r) { return r.ok ? r.text() : null; })
      .then(function (html) {
        if (!html) return;
        var doc = new DOMParser().parseFromString(html, "text/html");
        var fresh = doc.getElementById("live");
        var cur = document.getElementById("live");
        var rev = document.body.getAttribute("data-rev");
        if (rev && doc.body.getAttribute("data-rev") === rev) return; // this game did not change
        if (dirty || (held && held())) { // taps made, or a page to keep
          notice("The game changed on another phone.");
          return;
        }
        if (fresh && cur) {
          cur.replaceWith(fresh);
          bind(fresh);
          document.body.setAttribute("data-version", String(Date.now()));
          document.body.setAttribute("data-rev", doc.body.getAttribute("data-rev") || "");
        }
      });
  }

  function notice(text) {
    var live = document.getElementById("live");
    if (!live || document.getElementById("moved")) return;
    var p = document.createElement("p");
    p.id = "moved";
    p.className = "err";
    p.textContent = text + " ";
    var a = document.createElement("a");
    a.href = location.pathname;
    a.textContent = "Show it";
    p.appendChild(a);
    live.insertBefore(p, live.firstChild);
  }

  // follow calls handle with each change of the served games ({v, games},
  // games null when some may have been missed). One browser holds one
  // stream per kind of page however many tabs are open: the tab that
  // holds the lock (Web Locks) reads /events and passes what it reads to
  // the others (BroadcastChannel); when it closes, another takes over. A
  // page refused a stream (too many from this address) or cut off polls
  // /events/version (an ETag: 304 while nothing changed) and tries the
  // stream again later; at each (re)connection the version tells whether
  // anything was missed.
  function follow(kind, handle) {
    var name = "coinche-live-" + kind;
    var url = "/events" + (kind === "board" ? "?for=board" : "");
    var bc = window.BroadcastChannel ? new BroadcastChannel(name) : null;
    function parse(t) { try { return JSON.parse(t); } catch (err) { return null; } }
    function emit(d) { if (bc) bc.postMessage(d); handle(d); }
    function poll(until) {
      var etag = "";
      var timer = setInterval(function () {
        fetch("/events/version", { credentials: "same-origin", cache: "no-store", headers: etag ? { "If-None-Match": etag } : {} })
          .then(function (r) {
            if (r.status !== 200) return null;
            etag = r.headers.get("ETag") || "";
            return r.json();
          })
          .then(function (d) { if (d) emit({ v: d.v, games: null }); })
          .catch(function () {});
      }, 1000);
      setTimeout(function () { clearInterval(timer); until(); }, 15000);
    }
    function stream() {
      var es = new EventSource(url);
      es.addEventListener("hello", function (e) {
        var d = parse(e.data);
        if (d) emit({ v: d.v, games: null });
      });
      es.addEventListener("change", function (e) {
        var d = parse(e.data);
        if (d) emit(d);
      });
      es.addEventListener("busy", function (e) { // too many streams: poll
        es.close();
        var d = parse(e.data);
        if (d) emit({ v: d.v, games: null });
        poll(stream);
      });
      es.onerror = function () {
        if (es.readyState === EventSource.CLOSED) { // refused: 429 or 503
          es.close();
          poll(stream);
        }
      };
    }
    if (bc && navigator.locks) {
      bc.onmessage = function (e) { handle(e.data); };
      navigator.locks.request(name, function () {
        stream();
        return new Promise(function () {}); // held while the tab lives
      });
    } else {
      stream();
    }
  }

  document.addEventListener("DOMContentLoaded", function () {
    bind(document);
    var kind = document.body.getAttribute("data-live");
    if (!kind || !window.EventSource) return;
    var game = document.body.getAttribute("data-game");
    var last = parseInt(document.body.getAttribute("data-v") || "-1", 10);
    follow(kind, function (d) {
      if (!d || d.v === last) return;
      // the event names the games changed after version d.from: a page
      // drawn before that may have missed others
      var all = !d.games || d.from === undefined || d.from > last;
      last = d.v;
      if (kind === "board") {
        refresh(location.pathname + location.search);
      } else if (kind === "game" && (all || d.games.indexOf(game) >= 0)) {
        refresh(location.pathname, function () {
          return /\/edit\//.test(location.pathname) || document.getElementById("error") || document.getElementById("confirm");
        });
      }
    });
  });
})();
