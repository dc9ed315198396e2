// Referee: small progressive enhancements. Every page works without this file.
(function () {
  "use strict";
  // Bring the highlighted passage of the rulebook viewer into view.
  var target = document.querySelector(".book .passage.target");
  if (target && !location.hash) { target.scrollIntoView({ block: "center" }); }
})();

// One question to the referee (POST /api/ask), for the home box and the chat page alike:
// resolves to {ok, data} whatever the status, so each page shows the API's own error message.
window.refereeAsk = function (body) {
  return fetch("/api/ask", {
    method: "POST",
    headers: { "Content-Type": "application/json", "Accept": "application/json" },
    body: JSON.stringify(body)
  }).then(function (r) {
    return r.json().then(function (data) { return { ok: r.ok, data: data }; });
  });
};
