// Referee chat: sends questions to /api/ask without reloading. The page works without this file.
(function () {
  "use strict";
  var form = document.getElementById("chat-form");
  var log = document.getElementById("chat-log");
  if (!form || !log || !window.fetch) { return; }
  var input = document.getElementById("chat-message");
  var token = document.getElementById("chat-conversation");
  var gameSel = document.getElementById("chat-game");
  var busy = false;

  function el(tag, cls, text) {
    var e = document.createElement(tag);
    if (cls) { e.className = cls; }
    if (text !== undefined) { e.textContent = text; }
    return e;
  }
  function scrollDown() { log.scrollTop = log.scrollHeight; }

  // One entry of the conversation: who said it, then its parts; shown at the bottom.
  function addEntry(cls, who, parts) {
    var li = el("li", "chat-msg " + cls);
    li.appendChild(el("p", "who", who));
    parts.forEach(function (part) { li.appendChild(part); });
    log.appendChild(li);
    scrollDown();
  }

  function addUser(text) {
    addEntry("chat-user", "You", [el("pre", "said", text)]);
  }

  function sources(citations) {
    var d = el("details", "sources");
    d.appendChild(el("summary", "", "Sources (" + citations.length + ")"));
    var ul = el("ul", "");
    citations.forEach(function (c) {
      var li = el("li", "");
      var a = el("a", "", c.section);
      a.href = c.url;
      li.appendChild(a);
      li.appendChild(el("blockquote", "", "\u201c" + c.quote + "\u201d"));
      ul.appendChild(li);
    });
    d.appendChild(ul);
    return d;
  }

  function addBot(data, message) {
    var parts = [];
    var said = el("div", "said");
    // data.html is the server's sanitized rendering of data.answer (nh3)
    said.innerHTML = data.html || "";
    if (!data.html) { said.textContent = data.answer || ""; }
    parts.push(said);
    if (data.citations && data.citations.length) { parts.push(sources(data.citations)); }
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
    addEntry("chat-bot chat-" + (data.kind || "search"), "Referee", parts);
  }

  function addError(text) {
    addEntry("chat-bot chat-error", "Referee", [el("p", "error", text)]);
  }

  function send(message, game) {
    if (busy || !message.trim()) { return; }
    busy = true;
    form.classList.add("chat-pending");
    addUser(message);
    var body = { message: message, conversation: token.value || null };
    if (game) { body.game = game; }
    fetch("/api/ask", {
      method: "POST",
      headers: { "Content-Type": "application/json", "Accept": "application/json" },
      body: JSON.stringify(body)
    }).then(function (r) {
      return r.json().then(function (data) { return { ok: r.ok, data: data }; });
    }).then(function (res) {
      if (!res.ok) {
        addError((res.data.error && res.data.error.message) || "Something went wrong.");
        return;
      }
      token.value = res.data.conversation || "";
      addBot(res.data, message);
    }).catch(function () {
      addError("The referee could not be reached. Check the connection and try again.");
    }).then(function () {
      busy = false;
      form.classList.remove("chat-pending");
      input.focus();
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
  scrollDown();
})();
