// Referee: small progressive enhancements. Every page works without this file.
(function () {
  "use strict";
  // Bring the highlighted passage of the rulebook viewer into view.
  var target = document.querySelector(".book .passage.target");
  if (target && !location.hash) { target.scrollIntoView({ block: "center" }); }
})();
