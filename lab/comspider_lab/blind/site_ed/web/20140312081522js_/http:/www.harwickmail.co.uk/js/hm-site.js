/* hm-site.js r2010-11 */
function OAS_AD(pos) {}
var HM = { tabs: function () {} };
