var jQuery = window.jQuery || { extend: function (a, b) { for (var k in b) a[k] = b[k]; return a; } };
var Drupal = Drupal || { settings: {}, behaviors: {} };
