// Referee home page: its box asks the referee (POST /api/ask) and shows the answer on the page,
// as the chat does; without this file the same form posts to /chat. The exchange is kept where
// the chat keeps its conversation (sessionStorage), so "Continue in the chat" goes on from it.
(function () {
  "use strict";
  var form = document.getElementById("ask-form");
  var out = document.getElementById("ask-answer");
  if (!form || !out || !window.fetch) { return; }
  var input = document.getElementById("q");
  var gameSel = document.getElementById("ask-game");
  var more = document.getElementById("ask-more");
  var passages = document.getElementById("ask-passages");
  var KEY = "referee.chat";
  var conversation = "";
  var busy = false;

  function word(name, fallback) { return out.getAttribute("data-" + name) || fallback; }
  function el(tag, cls, text) {
    var e = document.createElement(tag);
    if (cls) { e.className = cls; }
    if (text !== undefined) { e.textContent = text; }
    return e;
  }

  function remember(message, data) {
    try {
      var state = JSON.parse(sessionStorage.getItem(KEY) || "null") || { conversation: "", entries: [] };
      state.conversation = data.conversation || "";
      state.entries = (state.entries || []).concat([{ user: message },
        { bot: { html: data.html || "", answer: data.html ? "" : (data.answer || ""), kind: data.kind || "search",
                 candidates: data.candidates || [] }, message: message }]).slice(-24);
      sessionStorage.setItem(KEY, JSON.stringify(state));
    } catch (e) { /* storage full or disabled: the answer stays on this page only */ }
  }

  function show(message, data, failed) {
    while (out.firstChild) { out.removeChild(out.firstChild); }
    var card = el("div", "chat-msg chat-bot chat-" + (failed ? "error" : (data.kind || "search")));
    card.appendChild(el("p", "who", word("referee", "Referee")));
    if (!failed && data.kind === "not-covered") { card.appendChild(el("p", "not-covered-note", word("notcovered", "Not covered by the book"))); }
    var said = el("div", "said");
    if (failed) {
      said.appendChild(el("p", "error", failed));
    } else if (data.html) {
      said.innerHTML = data.html;  // the server's sanitized rendering of the answer (nh3)
    } else {
      said.textContent = data.answer || "";
    }
    card.appendChild(said);
    if (!failed && data.candidates && data.candidates.length) {
      var box = el("div", "chat-candidates");
      data.candidates.forEach(function (c) {
        var b = el("button", "candidate", c.title);
        b.type = "button";
        b.addEventListener("click", function () { ask(message, c.id); });
        box.appendChild(b);
      });
      card.appendChild(box);
    }
    out.appendChild(card);
    var params = new URLSearchParams({ q: message.slice(0, 500) });
    var game = (data && data.game) || (gameSel ? gameSel.value : "");
    if (game) { params.set("game", game); }
    passages.href = passages.getAttribute("data-base") + "?" + params.toString();
    more.hidden = false;
  }

  function ask(message, game) {
    if (busy || !message.trim()) { return; }
    busy = true;
    form.classList.add("chat-pending");
    var body = { message: message, conversation: conversation || null };
    if (game) { body.game = game; }
    window.refereeAsk(body).then(function (res) {
      if (!res.ok) {
        show(message, null, (res.data.error && res.data.error.message) || word("error", "Something went wrong."));
        return;
      }
      conversation = res.data.conversation || "";
      remember(message, res.data);
      show(message, res.data);
    }).catch(function () {
      show(message, null, word("failed", "The referee could not be reached."));
    }).then(function () {
      busy = false;
      form.classList.remove("chat-pending");
    });
  }

  form.addEventListener("submit", function (ev) {
    // "Show the matching passages instead" goes to the search page as a plain form would
    if (ev.submitter && ev.submitter.id === "ask-search") { return; }
    ev.preventDefault();
    ask(input.value, gameSel ? gameSel.value : "");
  });
  input.addEventListener("keydown", function (ev) {
    if (ev.key === "Enter" && !ev.shiftKey && !ev.isComposing) {
      ev.preventDefault();
      ask(input.value, gameSel ? gameSel.value : "");
    }
  });
})();
