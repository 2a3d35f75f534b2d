// DOM changes (mutation records) in this document since the last arm; -1 when not armed.
() => window.__comspiderWatch ? window.__comspiderWatch.changes : -1
