var DVParticipa = { init: function (opts) { this.opts = opts; } };
