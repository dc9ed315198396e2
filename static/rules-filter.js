// Referee: find a rule on a game page. Without this file the rules are a plain list,
// folded by section; with it, typing keeps the rules whose id, statement or quote hold
// every word typed, and opens their sections. A permalink (#RULE-ID) opens its section.
(function () {
  "use strict";
  var row = document.getElementById("rule-filter-row");
  var input = document.getElementById("rule-filter");
  var count = document.getElementById("rule-filter-count");
  var sections = Array.prototype.slice.call(document.querySelectorAll("details.rule-section"));
  if (!row || !input || !sections.length) { return; }

  function fold(s) {
    return (s || "").toLowerCase().normalize("NFD").replace(/[\u0300-\u036f]/g, "");
  }
  var rules = [];
  sections.forEach(function (sec) {
    Array.prototype.forEach.call(sec.querySelectorAll("li.reason"), function (li) {
      rules.push({ li: li, section: sec, text: fold(li.id + " " + li.textContent) });
    });
  });

  function apply() {
    var words = fold(input.value).split(/\s+/).filter(Boolean);
    var shown = 0;
    sections.forEach(function (sec) { sec.hidden = false; sec.setAttribute("data-hits", "0"); });
    rules.forEach(function (r) {
      var hit = words.every(function (w) { return r.text.indexOf(w) >= 0; });
      r.li.hidden = !hit;
      if (hit) {
        shown += 1;
        r.section.setAttribute("data-hits", String(Number(r.section.getAttribute("data-hits")) + 1));
      }
    });
    sections.forEach(function (sec) {
      var hits = Number(sec.getAttribute("data-hits"));
      if (words.length) {
        sec.hidden = hits === 0;
        sec.open = hits > 0;
      }
    });
    count.textContent = words.length ? (shown + " of " + rules.length + " rules") : "";
  }

  function openTarget() {
    var id = decodeURIComponent(location.hash.slice(1));
    var el = id && document.getElementById(id);
    if (el && el.closest) {
      var sec = el.closest("details.rule-section");
      if (sec && !sec.open) { sec.open = true; el.scrollIntoView({ block: "start" }); }
    }
  }

  row.hidden = false;
  input.addEventListener("input", apply);
  window.addEventListener("hashchange", openTarget);
  openTarget();
})();
