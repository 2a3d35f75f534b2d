/* client-side rewriter: url rewriting of scripts run on the page (none run on these captures) */
var _WBWombatInit = function () {};
