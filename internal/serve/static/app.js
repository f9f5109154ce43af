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

  function refresh(url) {
    return fetch(url, { credentials: "same-origin", cache: "no-store" })
      .then(function (r) { return r.ok ? r.text() : null; })
      .then(function (html) {
        if (!html) return;
        var doc = new DOMParser().parseFromString(html, "text/html");
        var fresh = doc.getElementById("live");
        var cur = document.getElementById("live");
        if (fresh && cur) {
          cur.replaceWith(fresh);
          bind(fresh);
          document.body.setAttribute("data-version", String(Date.now()));
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

  document.addEventListener("DOMContentLoaded", function () {
    bind(document);
    var kind = document.body.getAttribute("data-live");
    if (!kind || !window.EventSource) return;
    var game = document.body.getAttribute("data-game");
    var es = new EventSource("/events");
    es.addEventListener("change", function (e) {
      var data = {};
      try { data = JSON.parse(e.data); } catch (err) { return; }
      if (kind === "board") {
        refresh("/board");
      } else if (kind === "game" && data.games && data.games.indexOf(game) >= 0) {
        if (dirty || /\/edit\//.test(location.pathname)) notice("The game changed on another phone.");
        else refresh(location.pathname);
      }
    });
  });
})();
