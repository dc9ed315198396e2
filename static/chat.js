// Referee chat: sends questions to /api/ask without reloading. The page works without this file.
// The conversation (its token and what was said) is kept in sessionStorage, so Back from a quoted
// passage, a reload or a followed link shows it again and the next question continues it.
(function () {
  "use strict";
  var form = document.getElementById("chat-form");
  var log = document.getElementById("chat-log");
  if (!form || !log || !window.fetch) { return; }
  var input = document.getElementById("chat-message");
  var token = document.getElementById("chat-conversation");
  var gameSel = document.getElementById("chat-game");
  var busy = false;
  var KEY = "referee.chat";
  var MAX_SAVED = 24;  // entries kept: a dozen exchanges
  var saved = [];
  // the page's words, in the interface's language (the template sets them)
  function word(name, fallback) { return log.getAttribute("data-" + name) || fallback; }

  function el(tag, cls, text) {
    var e = document.createElement(tag);
    if (cls) { e.className = cls; }
    if (text !== undefined) { e.textContent = text; }
    return e;
  }
  // The newest answer's first line (the verdict or the direct answer) goes to the top of the screen.
  function showTop(li) {
    if (li) { li.scrollIntoView({ block: "start" }); }
  }

  function save() {
    try {
      sessionStorage.setItem(KEY, JSON.stringify({ conversation: token.value || "", entries: saved.slice(-MAX_SAVED) }));
    } catch (e) { /* storage full or disabled: the conversation lives on this page only */ }
  }

  // One entry of the conversation: who said it, then its parts; added at the bottom.
  function addEntry(cls, who, parts) {
    var li = el("li", "chat-msg " + cls);
    li.appendChild(el("p", "who", who));
    parts.forEach(function (part) { li.appendChild(part); });
    log.appendChild(li);
    return li;
  }

  function addUser(text) {
    saved.push({ user: text });
    addEntry("chat-user", word("you", "You"), [el("pre", "said", text)]);
  }

  // The answer's HTML already quotes every citation with its link: nothing is added twice.
  function addBot(data, message, restoring) {
    var parts = [];
    if (data.kind === "not-covered") { parts.push(el("p", "not-covered-note", word("notcovered", "Not covered by the book"))); }
    var said = el("div", "said");
    // data.html is the server's sanitized rendering of data.answer (nh3)
    said.innerHTML = data.html || "";
    if (!data.html) { said.textContent = data.answer || ""; }
    parts.push(said);
    if (!restoring) {
      saved.push({ bot: { html: data.html || "", answer: data.html ? "" : (data.answer || ""), kind: data.kind || "search",
                          candidates: data.candidates || [] }, message: message });
    }
    if (data.candidates && data.candidates.length) {
      var box = el("div", "chat-candidates");
      data.candidates.forEach(function (c) {
        var b = el("button", "candidate", c.title);
        b.type = "button";
        b.setAttribute("data-game", c.id);
        b.addEventListener("click", function () { send(message, c.id); });
        box.appendChild(b);
      });
      parts.push(box);
    }
    var li = addEntry("chat-bot chat-" + (data.kind || "search"), word("referee", "Referee"), parts);
    li.classList.add("chat-latest");
    return li;
  }

  function addError(text) {
    saved.push({ error: text });
    return addEntry("chat-bot chat-error", word("referee", "Referee"), [el("p", "error", text)]);
  }

  function send(message, game) {
    if (busy || !message.trim()) { return; }
    busy = true;
    form.classList.add("chat-pending");
    addUser(message);
    var body = { message: message, conversation: token.value || null };
    if (game) { body.game = game; }
    window.refereeAsk(body).then(function (res) {
      if (!res.ok) {
        showTop(addError((res.data.error && res.data.error.message) || word("error", "Something went wrong.")));
        return;
      }
      token.value = res.data.conversation || "";
      showTop(addBot(res.data, message));
    }).catch(function () {
      showTop(addError(word("failed", "The referee could not be reached. Check the connection and try again.")));
    }).then(function () {
      save();
      busy = false;
      form.classList.remove("chat-pending");
      input.focus({ preventScroll: true });
    });
  }

  form.addEventListener("submit", function (ev) {
    ev.preventDefault();
    var text = input.value;
    if (!text.trim()) { return; }
    input.value = "";
    send(text, gameSel ? gameSel.value : "");
  });
  input.addEventListener("keydown", function (ev) {
    if (ev.key === "Enter" && !ev.shiftKey && !ev.isComposing) {
      ev.preventDefault();
      if (typeof form.requestSubmit === "function") { form.requestSubmit(); } else { form.dispatchEvent(new Event("submit", { cancelable: true })); }
    }
  });
  // clarify buttons rendered by the server also answer without reloading
  Array.prototype.forEach.call(log.querySelectorAll(".chat-candidates form"), function (f) {
    f.addEventListener("submit", function (ev) {
      ev.preventDefault();
      send(f.querySelector("input[name=message]").value, f.querySelector("input[name=game]").value);
    });
  });
  // Back, reload or a followed link: show the conversation kept for this tab (the page the
  // server rendered after a form post already shows its own).
  function restore() {
    var state = null;
    try { state = JSON.parse(sessionStorage.getItem(KEY) || "null"); } catch (e) { state = null; }
    if (!state || !state.entries || !state.entries.length) { return null; }
    if (!token.value && state.conversation) { token.value = state.conversation; }
    var last = null;
    state.entries.forEach(function (e) {
      if (e.user !== undefined) { addUser(e.user); }
      else if (e.error !== undefined) { last = addError(e.error); }
      else if (e.bot) { saved.push(e); last = addBot(e.bot, e.message, true); }
    });
    Array.prototype.forEach.call(log.querySelectorAll(".chat-latest"), function (li, i, all) {
      if (i < all.length - 1) { li.classList.remove("chat-latest"); }
    });
    return last;
  }

  var restart = document.getElementById("chat-restart");
  if (restart) {
    restart.hidden = false;
    restart.addEventListener("click", function () {
      try { sessionStorage.removeItem(KEY); } catch (e) { /* nothing kept */ }
      saved = [];
      token.value = "";
      var logToken = document.getElementById("chat-logtoken");
      if (logToken) { logToken.value = ""; }
      while (log.firstChild) { log.removeChild(log.firstChild); }
      input.focus();
    });
  }

  var serverLog = log.querySelector(".chat-msg");
  var latest = serverLog ? log.querySelector(".chat-bot:last-child") : restore();
  if (latest && (serverLog || !location.hash)) { showTop(latest); }
})();
